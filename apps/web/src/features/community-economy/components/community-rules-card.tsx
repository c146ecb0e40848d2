import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  communityRulesInputSchema,
  type CommunityRules,
} from '@skillswap/contracts/community-economy/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { economyActions, useCommunityRules, useEconomyAction } from '../api/community-economy.ts';
import { EconomySection } from './section.tsx';

/**
 * The community's rules for exchanges made in it (ADRs 172, 181): every member reads them, with who changed
 * them last; coordinators change them here. An empty floor or cap means SkillSwap's own rules alone; an empty
 * auto-acceptance means requests are never accepted automatically.
 */
export function CommunityRulesCard({ slug, isCoordinator }: { slug: string; isCoordinator: boolean }) {
  const { t } = useTranslation();
  const { date, isolate } = useFormatters();
  const rules = useCommunityRules(slug, true);
  const hours = useHours();
  if (!rules.data) return null;
  const { creditFloor, balanceCap, levyPercent, updatedBy, updatedAt } = rules.data;
  // The safeguarding requirements (ADR 178) are read here too; coordinators switch them in Safeguarding.
  const requirements = (
    [
      ['requireVettingInPerson', 'vettingInPerson'],
      ['requireAccompaniedFirst', 'accompaniedFirst'],
      ['requireFlaggedApproval', 'flaggedApproval'],
    ] as const
  ).filter(([field]) => rules.data[field]);
  return (
    <EconomySection title={t('communityEconomy.rules.title')}>
      <ul className="grid gap-1 text-sm">
        <li>
          {creditFloor === null
            ? t('communityEconomy.rules.floorDefault')
            : t('communityEconomy.rules.floor', { floor: hours(creditFloor) })}
        </li>
        <li>
          {balanceCap === null
            ? t('communityEconomy.rules.noCap')
            : t('communityEconomy.rules.cap', { cap: hours(balanceCap) })}
        </li>
        <li>
          {levyPercent === 0
            ? t('communityEconomy.rules.noLevy')
            : t('communityEconomy.rules.levy', { percent: String(levyPercent) })}
        </li>
        {rules.data.requireSwapApproval && <li>{t('communityEconomy.rules.swapApproval')}</li>}
        {rules.data.autoAcceptDays !== null && (
          <li>{t('communityEconomy.rules.autoAccept', { days: rules.data.autoAcceptDays })}</li>
        )}
        {requirements.map(([field, key]) => (
          <li key={field}>{t(`communityEconomy.rules.requires.${key}`)}</li>
        ))}
      </ul>
      {updatedBy && updatedAt && (
        <p className="text-xs text-muted-foreground">
          {t('communityEconomy.rules.changedBy', {
            name: isolate(updatedBy.fullName),
            date: date(updatedAt),
          })}
        </p>
      )}
      {isCoordinator && <RulesForm slug={slug} rules={rules.data} />}
    </EconomySection>
  );
}

function useHours() {
  const { t } = useTranslation();
  const { number } = useFormatters();
  return (value: number) =>
    t('communities.hours', { hours: number(value, { maximumFractionDigits: 2, signDisplay: 'auto' }) });
}

type RulesValues = z.input<typeof communityRulesInputSchema>;
type RulesInput = z.output<typeof communityRulesInputSchema>;

const serverFields = [
  'creditFloor',
  'balanceCap',
  'levyPercent',
  'requireSwapApproval',
  'autoAcceptDays',
] as const;
/**
 * An empty floor, cap or auto-acceptance is no rule of the community's own. The form reads its fields' text,
 * and its starting rules (numbers, or null) as they are.
 */
const asRule = (value: string | number | null) =>
  value === null || String(value).trim() === '' ? null : Number(value);

function RulesForm({ slug, rules }: { slug: string; rules: CommunityRules }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const action = useEconomyAction(slug);
  const { register, control, handleSubmit, setError, formState } = useForm<RulesValues, unknown, RulesInput>({
    resolver: zodResolver(communityRulesInputSchema),
    defaultValues: {
      creditFloor: rules.creditFloor,
      balanceCap: rules.balanceCap,
      levyPercent: rules.levyPercent,
      requireSwapApproval: rules.requireSwapApproval,
      autoAcceptDays: rules.autoAcceptDays,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await action.mutateAsync(() => economyActions.updateRules(slug, input));
      toast.success(t('communityEconomy.rules.saved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, serverFields, validation)) return;
      setError('root', { message: getErrorMessage(failure, t('communityEconomy.failed')) });
    }
  });
  const fieldIds = { floor: `${id}-floor`, cap: `${id}-cap`, levy: `${id}-levy`, auto: `${id}-auto` };
  const describe = (error: { message?: string } | undefined, fieldId: string) => ({
    id: fieldId,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${fieldId}-message` : undefined,
  });
  const described = {
    floor: describe(errors.creditFloor, fieldIds.floor),
    cap: describe(errors.balanceCap, fieldIds.cap),
    levy: describe(errors.levyPercent, fieldIds.levy),
    auto: describe(errors.autoAcceptDays, fieldIds.auto),
  };
  return (
    <form
      className="grid gap-3 border-t pt-3 sm:grid-cols-[1fr_1fr_1fr_1fr] sm:items-end"
      aria-describedby={errors.root ? `${id}-error` : undefined}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={fieldIds.floor}>{t('communityEconomy.rules.floorLabel')}</Label>
        <Input
          type="number"
          inputMode="numeric"
          min={-20}
          max={0}
          step={1}
          placeholder={t('communityEconomy.rules.defaultPlaceholder')}
          {...described.floor}
          {...register('creditFloor', { setValueAs: asRule })}
        />
        <FormMessage id={`${fieldIds.floor}-message`}>{validation(errors.creditFloor?.message)}</FormMessage>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldIds.cap}>{t('communityEconomy.rules.capLabel')}</Label>
        <Input
          type="number"
          inputMode="numeric"
          min={10}
          max={200}
          step={1}
          placeholder={t('communityEconomy.rules.nonePlaceholder')}
          {...described.cap}
          {...register('balanceCap', { setValueAs: asRule })}
        />
        <FormMessage id={`${fieldIds.cap}-message`}>{validation(errors.balanceCap?.message)}</FormMessage>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldIds.levy}>{t('communityEconomy.rules.levyLabel')}</Label>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          step={1}
          {...described.levy}
          {...register('levyPercent', { setValueAs: (value: string | number) => asRule(value) ?? 0 })}
        />
        <FormMessage id={`${fieldIds.levy}-message`}>{validation(errors.levyPercent?.message)}</FormMessage>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={fieldIds.auto}>{t('communityEconomy.rules.autoAcceptLabel')}</Label>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          placeholder={t('communityEconomy.rules.neverPlaceholder')}
          {...described.auto}
          {...register('autoAcceptDays', { setValueAs: asRule })}
        />
        <FormMessage id={`${fieldIds.auto}-message`}>
          {validation(errors.autoAcceptDays?.message)}
        </FormMessage>
      </div>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Controller
          control={control}
          name="requireSwapApproval"
          render={({ field }) => (
            <Switch
              id={`${id}-approval`}
              ref={field.ref}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={`${id}-approval`}>{t('communityEconomy.rules.swapApprovalLabel')}</Label>
      </div>
      <Button type="submit" disabled={action.isPending}>
        {t('communityEconomy.rules.save')}
      </Button>
      <FormMessage id={`${id}-error`} role="alert" className="sm:col-span-4">
        {errors.root?.message}
      </FormMessage>
    </form>
  );
}
