import { useId, useState } from 'react';
import type { CommunityRules } from '@skillswap/contracts/community-economy/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
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

const asRule = (text: string) => (text.trim() === '' ? null : Number(text));

function RulesForm({ slug, rules }: { slug: string; rules: CommunityRules }) {
  const { t } = useTranslation();
  const id = useId();
  const action = useEconomyAction();
  const [floor, setFloor] = useState(rules.creditFloor === null ? '' : String(rules.creditFloor));
  const [cap, setCap] = useState(rules.balanceCap === null ? '' : String(rules.balanceCap));
  const [levy, setLevy] = useState(String(rules.levyPercent));
  const [needsApproval, setNeedsApproval] = useState(rules.requireSwapApproval);
  const [autoAccept, setAutoAccept] = useState(
    rules.autoAcceptDays === null ? '' : String(rules.autoAcceptDays),
  );
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-3 border-t pt-3 sm:grid-cols-[1fr_1fr_1fr_1fr] sm:items-end"
      aria-describedby={error ? `${id}-error` : undefined}
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        action
          .mutateAsync(() =>
            economyActions.updateRules(slug, {
              creditFloor: asRule(floor),
              balanceCap: asRule(cap),
              levyPercent: Number(levy || '0'),
              requireSwapApproval: needsApproval,
              autoAcceptDays: asRule(autoAccept),
            }),
          )
          .then(
            () => toast.success(t('communityEconomy.rules.saved')),
            (failure: unknown) => setError(getErrorMessage(failure, t('communityEconomy.failed'))),
          );
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-floor`}>{t('communityEconomy.rules.floorLabel')}</Label>
        <Input
          id={`${id}-floor`}
          type="number"
          inputMode="numeric"
          min={-20}
          max={0}
          step={1}
          placeholder={t('communityEconomy.rules.defaultPlaceholder')}
          value={floor}
          onChange={(event) => setFloor(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-cap`}>{t('communityEconomy.rules.capLabel')}</Label>
        <Input
          id={`${id}-cap`}
          type="number"
          inputMode="numeric"
          min={10}
          max={200}
          step={1}
          placeholder={t('communityEconomy.rules.nonePlaceholder')}
          value={cap}
          onChange={(event) => setCap(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-levy`}>{t('communityEconomy.rules.levyLabel')}</Label>
        <Input
          id={`${id}-levy`}
          type="number"
          inputMode="numeric"
          min={0}
          max={10}
          step={1}
          value={levy}
          onChange={(event) => setLevy(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-auto`}>{t('communityEconomy.rules.autoAcceptLabel')}</Label>
        <Input
          id={`${id}-auto`}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          step={1}
          placeholder={t('communityEconomy.rules.neverPlaceholder')}
          value={autoAccept}
          onChange={(event) => setAutoAccept(event.target.value)}
        />
      </div>
      <div className="flex items-center gap-2 sm:col-span-2">
        <Switch
          id={`${id}-approval`}
          checked={needsApproval}
          onCheckedChange={(checked) => setNeedsApproval(checked === true)}
        />
        <Label htmlFor={`${id}-approval`}>{t('communityEconomy.rules.swapApprovalLabel')}</Label>
      </div>
      <Button type="submit" disabled={action.isPending}>
        {t('communityEconomy.rules.save')}
      </Button>
      <FormMessage id={`${id}-error`} role="alert" className="sm:col-span-4">
        {error}
      </FormMessage>
    </form>
  );
}
