import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  communityRulesInputSchema,
  type CommunityRules,
} from '@skillswap/contracts/community-economy/schemas';
import { type SafeguardingOverview } from '@skillswap/contracts/community-safeguarding/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import {
  safeguardingActions,
  useOwnSafeguarding,
  useRulesForRequirements,
  useSafeguarding,
  useSafeguardingAction,
} from '../api/community-safeguarding.ts';
import { FlagForm } from './flag-form.tsx';
import { ReferenceCheckedBadge } from './reference-checked-badge.tsx';
import { VettingFacts } from './vetting-facts.tsx';
import { VettingForm } from './vetting-form.tsx';

interface Member {
  id: string;
  fullName: string;
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      id="safeguarding"
      aria-labelledby={id}
      className="grid scroll-mt-20 gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * "Safeguarding", for the community's coordinators (ADR 178): the three requirements, the members with a
 * vetting record or a flag, and a member's record to write, change or withdraw. Never a document: dates,
 * who, a note.
 */
export function SafeguardingSection({
  slug,
  members,
  viewerId,
}: {
  slug: string;
  members: Member[];
  viewerId: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const overview = useSafeguarding(slug, true);
  const [chosenId, setChosenId] = useState('');
  // A coordinator never vets or flags themselves, so they are not offered.
  const others = members.filter((member) => member.id !== viewerId);
  const chosen = others.find((member) => member.id === chosenId);
  const item = overview.data?.items.find((each) => each.member.id === chosenId);
  return (
    <Card title={t('communitySafeguarding.title')}>
      <p className="text-sm text-muted-foreground">{t('communitySafeguarding.intro')}</p>
      <RequirementsForm slug={slug} />
      <Records
        items={overview.data?.items ?? []}
        isLoading={overview.isPending}
        onOpen={(memberId) => setChosenId(memberId)}
      />
      <div className="grid gap-1.5 border-t pt-3">
        <Label htmlFor={`${id}-member`}>{t('communitySafeguarding.member.label')}</Label>
        <select
          id={`${id}-member`}
          className={cn(fieldClassName, 'h-9 py-1 sm:max-w-sm')}
          value={chosen ? chosenId : ''}
          onChange={(event) => setChosenId(event.target.value)}
        >
          <option value="">{t('communitySafeguarding.member.choose')}</option>
          {others.map((member) => (
            <option key={member.id} value={member.id}>
              {member.fullName}
            </option>
          ))}
        </select>
      </div>
      {chosen && (
        <div className="grid gap-4" key={chosen.id}>
          <VettingForm slug={slug} member={chosen} vetting={item?.vetting ?? null} />
          <FlagForm slug={slug} member={chosen} flag={item?.flag ?? null} />
        </div>
      )}
    </Card>
  );
}

const requirementFields = [
  ['requireVettingInPerson', 'vettingInPerson'],
  ['requireAccompaniedFirst', 'accompaniedFirst'],
  ['requireFlaggedApproval', 'flaggedApproval'],
] as const;

function RequirementsForm({ slug }: { slug: string }) {
  const rules = useRulesForRequirements(slug, true);
  if (!rules.data) return null;
  return <RequirementSwitches slug={slug} rules={rules.data} />;
}

/** The three safeguarding switches of the contract's community rules; the rest are sent back unchanged. */
const requirementsSchema = communityRulesInputSchema.pick({
  requireVettingInPerson: true,
  requireAccompaniedFirst: true,
  requireFlaggedApproval: true,
});
type RequirementValues = z.input<typeof requirementsSchema>;
type RequirementInput = z.output<typeof requirementsSchema>;
const requirementFieldNames = requirementFields.map(([field]) => field);

function RequirementSwitches({ slug, rules }: { slug: string; rules: CommunityRules }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const id = useId();
  const action = useSafeguardingAction(slug);
  const { register, handleSubmit, setError, formState } = useForm<
    RequirementValues,
    unknown,
    RequirementInput
  >({
    resolver: zodResolver(requirementsSchema),
    defaultValues: {
      requireVettingInPerson: rules.requireVettingInPerson,
      requireAccompaniedFirst: rules.requireAccompaniedFirst,
      requireFlaggedApproval: rules.requireFlaggedApproval,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (requirements) => {
    try {
      await action.mutateAsync(() =>
        safeguardingActions.setRequirements(slug, {
          creditFloor: rules.creditFloor,
          balanceCap: rules.balanceCap,
          levyPercent: rules.levyPercent,
          ...requirements,
        }),
      );
      toast.success(t('communitySafeguarding.requirements.saved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, requirementFieldNames, validation)) return;
      setError('root', { message: getErrorMessage(failure, t('communitySafeguarding.failed')) });
    }
  });
  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">{t('communitySafeguarding.requirements.title')}</legend>
        {requirementFields.map(([field, key]) => (
          <div key={field} className="grid">
            <label className="flex min-h-8 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${id}-${field}-message` : undefined}
                {...register(field)}
              />
              {t(`communitySafeguarding.requirements.${key}`)}
            </label>
            <FormMessage id={`${id}-${field}-message`}>{validation(errors[field]?.message)}</FormMessage>
          </div>
        ))}
      </fieldset>
      <FormMessage role="alert">{errors.root?.message}</FormMessage>
      <Button type="submit" size="sm" className="justify-self-start" disabled={formState.isSubmitting}>
        {t('communitySafeguarding.requirements.save')}
      </Button>
    </form>
  );
}

function Records({
  items,
  isLoading,
  onOpen,
}: {
  items: SafeguardingOverview['items'];
  isLoading: boolean;
  onOpen: (memberId: string) => void;
}) {
  const { t } = useTranslation();
  if (isLoading) return null;
  return (
    <div className="grid gap-1 border-t pt-3">
      <h3 className="font-semibold">{t('communitySafeguarding.list.title')}</h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('communitySafeguarding.list.none')}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map(({ member, vetting, flag }) => (
            <li key={member.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-medium wrap-anywhere">{member.fullName}</span>
              {vetting?.referenceChecked && <ReferenceCheckedBadge />}
              {vetting && !vetting.referenceChecked && (
                <Badge variant="outline">{t('communitySafeguarding.list.notCurrent')}</Badge>
              )}
              {flag && <Badge variant="destructive">{t('communitySafeguarding.list.flagged')}</Badge>}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('communitySafeguarding.list.open', { name: member.fullName })}
                onClick={() => onOpen(member.id)}
              >
                {t('communitySafeguarding.list.openShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A member's own record (ADR 178): what was checked and when, and whether a coordinator approves their
 * exchanges.
 */
export function OwnSafeguardingCard({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const own = useOwnSafeguarding(slug, true);
  if (!own.data || (!own.data.vetting && !own.data.approvalNeeded)) return null;
  return (
    <Card title={t('communitySafeguarding.own.title')}>
      {own.data.vetting && <VettingFacts vetting={own.data.vetting} />}
      {own.data.approvalNeeded && <p className="text-sm">{t('communitySafeguarding.own.approvalNeeded')}</p>}
    </Card>
  );
}
