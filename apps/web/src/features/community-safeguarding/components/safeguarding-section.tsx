import { useId, useState, type ReactNode } from 'react';
import type { CommunityRules } from '@skillswap/contracts/community-economy';
import {
  flagInputSchema,
  safeguardingLimits,
  vettingInputSchema,
  type MemberFlag,
  type MemberVetting,
  type SafeguardingOverview,
} from '@skillswap/contracts/community-safeguarding';
import { toast } from '@/components/layout/toast.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input, fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import {
  safeguardingActions,
  useOwnSafeguarding,
  useRulesForRequirements,
  useSafeguarding,
  useSafeguardingAction,
} from '../api/community-safeguarding.ts';
import { ReferenceCheckedBadge } from './reference-checked-badge.tsx';

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
type RequirementField = (typeof requirementFields)[number][0];

function RequirementsForm({ slug }: { slug: string }) {
  const rules = useRulesForRequirements(slug, true);
  if (!rules.data) return null;
  return <RequirementSwitches slug={slug} rules={rules.data} />;
}

function RequirementSwitches({ slug, rules }: { slug: string; rules: CommunityRules }) {
  const { t } = useTranslation();
  const action = useSafeguardingAction();
  const [values, setValues] = useState<Record<RequirementField, boolean>>({
    requireVettingInPerson: rules.requireVettingInPerson,
    requireAccompaniedFirst: rules.requireAccompaniedFirst,
    requireFlaggedApproval: rules.requireFlaggedApproval,
  });
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        action
          .mutateAsync(() =>
            safeguardingActions.setRequirements(slug, {
              creditFloor: rules.creditFloor,
              balanceCap: rules.balanceCap,
              levyPercent: rules.levyPercent,
              ...values,
            }),
          )
          .then(
            () => toast.success(t('communitySafeguarding.requirements.saved')),
            (failure: unknown) => setError(getErrorMessage(failure, t('communitySafeguarding.failed'))),
          );
      }}
    >
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold">{t('communitySafeguarding.requirements.title')}</legend>
        {requirementFields.map(([field, key]) => (
          <label key={field} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={values[field]}
              onChange={(event) => setValues({ ...values, [field]: event.target.checked })}
            />
            {t(`communitySafeguarding.requirements.${key}`)}
          </label>
        ))}
      </fieldset>
      <FormMessage role="alert">{error}</FormMessage>
      <Button type="submit" size="sm" className="justify-self-start" disabled={action.isPending}>
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

/** Who checked what, as coordinators and the member read it. */
function VettingFacts({ vetting }: { vetting: MemberVetting }) {
  const { t } = useTranslation();
  const { date, isolate } = useFormatters();
  const day = (value: string) => date(`${value}T12:00:00Z`);
  const someone = t('communitySafeguarding.vetting.formerCoordinator');
  return (
    <ul className="grid gap-0.5 text-sm">
      {vetting.referencesCheckedOn && (
        <li>
          {t('communitySafeguarding.vetting.referencesBy', {
            date: day(vetting.referencesCheckedOn),
            name: isolate(vetting.referencesCheckedBy?.fullName ?? someone),
          })}
        </li>
      )}
      {vetting.backgroundCheckedOn && vetting.backgroundExpiresOn && (
        <li>
          {t('communitySafeguarding.vetting.backgroundBy', {
            date: day(vetting.backgroundCheckedOn),
            name: isolate(vetting.backgroundCheckedBy?.fullName ?? someone),
            expires: day(vetting.backgroundExpiresOn),
          })}
        </li>
      )}
      {vetting.note && <li className="wrap-anywhere">{vetting.note}</li>}
      <li>
        {vetting.referenceChecked ? (
          <ReferenceCheckedBadge />
        ) : (
          <Badge variant="outline">{t('communitySafeguarding.list.notCurrent')}</Badge>
        )}
      </li>
    </ul>
  );
}

function DateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

function VettingForm({
  slug,
  member,
  vetting,
}: {
  slug: string;
  member: Member;
  vetting: MemberVetting | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = useSafeguardingAction();
  const [referencesOn, setReferencesOn] = useState(vetting?.referencesCheckedOn ?? '');
  const [backgroundOn, setBackgroundOn] = useState(vetting?.backgroundCheckedOn ?? '');
  const [expiresOn, setExpiresOn] = useState(vetting?.backgroundExpiresOn ?? '');
  const [note, setNote] = useState(vetting?.note ?? '');
  const [error, setError] = useState<string | undefined>();
  const fail = (failure: unknown) => setError(getErrorMessage(failure, t('communitySafeguarding.failed')));
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        const input = {
          referencesCheckedOn: referencesOn || null,
          backgroundCheckedOn: backgroundOn || null,
          backgroundExpiresOn: expiresOn || null,
          note,
        };
        const checked = vettingInputSchema.safeParse(input);
        if (!checked.success) return setError(translateValidation(t, checked.error.issues[0]?.message));
        action
          .mutateAsync(() => safeguardingActions.saveVetting(slug, member.id, input))
          .then(
            () => toast.success(t('communitySafeguarding.vetting.saved', { name: member.fullName })),
            fail,
          );
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold wrap-anywhere">
        {t('communitySafeguarding.vetting.title', { name: member.fullName })}
      </h3>
      {vetting && <VettingFacts vetting={vetting} />}
      <div className="grid gap-3 sm:grid-cols-3">
        <DateField
          id={`${id}-references`}
          label={t('communitySafeguarding.vetting.referencesOn')}
          value={referencesOn}
          onChange={setReferencesOn}
        />
        <DateField
          id={`${id}-background`}
          label={t('communitySafeguarding.vetting.backgroundOn')}
          value={backgroundOn}
          onChange={setBackgroundOn}
        />
        <DateField
          id={`${id}-expires`}
          label={t('communitySafeguarding.vetting.expiresOn')}
          value={expiresOn}
          onChange={setExpiresOn}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>{t('communitySafeguarding.vetting.note')}</Label>
        <Input
          id={`${id}-note`}
          maxLength={safeguardingLimits.maxNoteLength}
          aria-describedby={`${id}-note-hint`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-note-hint`} className="text-xs text-muted-foreground">
          {t('communitySafeguarding.vetting.noteHint')}
        </p>
      </div>
      <FormMessage role="alert">{error}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={action.isPending}>
          {t('communitySafeguarding.vetting.save')}
        </Button>
        {vetting && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => {
              setError(undefined);
              action
                .mutateAsync(() => safeguardingActions.withdrawVetting(slug, member.id))
                .then(() => {
                  setReferencesOn('');
                  setBackgroundOn('');
                  setExpiresOn('');
                  setNote('');
                  toast.success(t('communitySafeguarding.vetting.withdrawn', { name: member.fullName }));
                }, fail);
            }}
          >
            {t('communitySafeguarding.vetting.withdraw')}
          </Button>
        )}
      </div>
    </form>
  );
}

function FlagForm({ slug, member, flag }: { slug: string; member: Member; flag: MemberFlag | null }) {
  const { t } = useTranslation();
  const { date, isolate } = useFormatters();
  const id = useId();
  const action = useSafeguardingAction();
  const [reason, setReason] = useState(flag?.reason ?? '');
  const [error, setError] = useState<string | undefined>();
  const fail = (failure: unknown) => setError(getErrorMessage(failure, t('communitySafeguarding.failed')));
  return (
    <form
      className="grid gap-3 rounded-md border p-3"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setError(undefined);
        const checked = flagInputSchema.safeParse({ reason });
        if (!checked.success) return setError(translateValidation(t, checked.error.issues[0]?.message));
        action
          .mutateAsync(() => safeguardingActions.flag(slug, member.id, checked.data))
          .then(() => toast.success(t('communitySafeguarding.flag.saved', { name: member.fullName })), fail);
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('communitySafeguarding.flag.title')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('communitySafeguarding.flag.intro')}</p>
      {flag && (
        <p className="text-sm wrap-anywhere">
          {t('communitySafeguarding.flag.by', {
            name: isolate(flag.flaggedBy?.fullName ?? t('communitySafeguarding.vetting.formerCoordinator')),
            date: date(flag.flaggedAt),
          })}
        </p>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>{t('communitySafeguarding.flag.reason')}</Label>
        <Input
          id={`${id}-reason`}
          maxLength={safeguardingLimits.maxReasonLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <FormMessage role="alert">{error}</FormMessage>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          variant={flag ? 'outline' : 'destructive'}
          disabled={action.isPending}
        >
          {flag ? t('communitySafeguarding.flag.update') : t('communitySafeguarding.flag.save')}
        </Button>
        {flag && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => {
              setError(undefined);
              action
                .mutateAsync(() => safeguardingActions.unflag(slug, member.id))
                .then(() => {
                  setReason('');
                  toast.success(t('communitySafeguarding.flag.lifted', { name: member.fullName }));
                }, fail);
            }}
          >
            {t('communitySafeguarding.flag.lift')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** A member's own record (ADR 178): what was checked and when, and whether a coordinator approves their exchanges. */
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
