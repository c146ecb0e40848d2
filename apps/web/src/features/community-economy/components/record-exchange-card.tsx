import { useId, useState } from 'react';
import { skillCategories, type SkillCategory } from '@skillswap/contracts/shared/categories';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input, fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { economyActions, useEconomyAction } from '../api/community-economy.ts';
import { EconomySection } from './section.tsx';

interface Member {
  id: string;
  fullName: string;
}

/** Today in the browser's calendar, as the date field writes it. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * For coordinators: records an exchange that happened offline (ADR 172): who taught and who learned (one of
 * the two sides a single member, as in a group session), the hours for each pair, the category and the day.
 * Everyone in it is told and may dispute it for 7 days.
 */
export function RecordExchangeCard({
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
  const action = useEconomyAction();
  const [teachers, setTeachers] = useState<string[]>([]);
  const [learners, setLearners] = useState<string[]>([]);
  const [hours, setHours] = useState('1');
  const [category, setCategory] = useState<SkillCategory | ''>('');
  const [happenedOn, setHappenedOn] = useState(today);
  const [note, setNote] = useState('');
  const [inPerson, setInPerson] = useState(false);
  const [accompaniedById, setAccompaniedById] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A coordinator never records an exchange they took part in, so they are not offered.
  const others = members.filter((member) => member.id !== viewerId);
  const reset = () => {
    setTeachers([]);
    setLearners([]);
    setNote('');
    setInPerson(false);
    setAccompaniedById('');
  };
  // The accompanying member (ADR 178) is a third member: neither side of the exchange.
  const companions = others.filter(
    (member) => !teachers.includes(member.id) && !learners.includes(member.id),
  );
  return (
    <EconomySection title={t('communityEconomy.record.title')}>
      <p className="text-sm text-muted-foreground">{t('communityEconomy.record.intro')}</p>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          if (!category) return setError(t('communityEconomy.record.chooseCategory'));
          action
            .mutateAsync(() =>
              economyActions.record(slug, {
                teacherIds: teachers,
                learnerIds: learners,
                hours: Number(hours),
                category,
                happenedOn,
                note,
                inPerson,
                accompaniedById: accompaniedById || null,
              }),
            )
            .then(
              () => {
                reset();
                toast.success(t('communityEconomy.record.done'));
              },
              (failure: unknown) => setError(getErrorMessage(failure, t('communityEconomy.failed'))),
            );
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <MemberChoice
            legend={t('communityEconomy.record.taught')}
            members={others}
            chosen={teachers}
            onChange={setTeachers}
          />
          <MemberChoice
            legend={t('communityEconomy.record.learned')}
            members={others}
            chosen={learners}
            onChange={setLearners}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-hours`}>{t('communityEconomy.record.hours')}</Label>
            <Input
              id={`${id}-hours`}
              type="number"
              inputMode="decimal"
              min={0.01}
              max={100}
              step={0.01}
              required
              value={hours}
              onChange={(event) => setHours(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{t('communityEconomy.record.category')}</Label>
            <select
              id={`${id}-category`}
              className={cn(fieldClassName, 'h-9 py-1')}
              value={category}
              onChange={(event) => setCategory(event.target.value as SkillCategory | '')}
            >
              <option value="">{t('communityEconomy.record.chooseOption')}</option>
              {skillCategories.map((each) => (
                <option key={each} value={each}>
                  {t(`explore.category.${each}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-day`}>{t('communityEconomy.record.day')}</Label>
            <Input
              id={`${id}-day`}
              type="date"
              required
              max={today()}
              value={happenedOn}
              onChange={(event) => setHappenedOn(event.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-note`}>{t('communityEconomy.record.note')}</Label>
          <Input
            id={`${id}-note`}
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={inPerson}
              onChange={(event) => setInPerson(event.target.checked)}
            />
            {t('communityEconomy.record.inPerson')}
          </label>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-companion`}>{t('communityEconomy.record.accompaniedBy')}</Label>
            <select
              id={`${id}-companion`}
              className={cn(fieldClassName, 'h-9 py-1')}
              aria-describedby={`${id}-companion-hint`}
              value={companions.some((member) => member.id === accompaniedById) ? accompaniedById : ''}
              onChange={(event) => setAccompaniedById(event.target.value)}
            >
              <option value="">{t('communityEconomy.record.nobody')}</option>
              {companions.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.fullName}
                </option>
              ))}
            </select>
            <p id={`${id}-companion-hint`} className="text-xs text-muted-foreground">
              {t('communityEconomy.record.accompaniedHint')}
            </p>
          </div>
        </div>
        <FormMessage role="alert">{error}</FormMessage>
        <Button type="submit" className="justify-self-start" disabled={action.isPending}>
          {t('communityEconomy.record.submit')}
        </Button>
      </form>
    </EconomySection>
  );
}

function MemberChoice({
  legend,
  members,
  chosen,
  onChange,
}: {
  legend: string;
  members: Member[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">
        {legend}{' '}
        <span className="font-normal text-muted-foreground">
          {t('communityEconomy.record.chosen', { count: chosen.length })}
        </span>
      </legend>
      <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
        {members.map((member) => (
          <label key={member.id} className="flex min-h-8 items-center gap-2 text-sm wrap-anywhere">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={chosen.includes(member.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, member.id] : chosen.filter((each) => each !== member.id),
                )
              }
            />
            {member.fullName}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
