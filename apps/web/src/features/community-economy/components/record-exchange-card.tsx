import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type Ref } from 'react';
import { useController, useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { skillCategories } from '@skillswap/contracts/shared/categories';
import { recordExchangeSchema } from '@skillswap/contracts/community-economy/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input, fieldClassName } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { economyActions, useEconomyAction } from '../api/community-economy.ts';
import { EconomySection } from './section.tsx';

interface Member {
  id: string;
  fullName: string;
}

type RecordValues = z.input<typeof recordExchangeSchema>;
type RecordInput = z.output<typeof recordExchangeSchema>;

const serverFields = [
  'teacherIds',
  'learnerIds',
  'hours',
  'category',
  'happenedOn',
  'note',
  'accompaniedById',
] as const;

/** Today in the browser's calendar, as the date field writes it. */
const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const blank = (): Partial<RecordValues> => ({
  teacherIds: [],
  learnerIds: [],
  hours: 1,
  happenedOn: today(),
  note: '',
  inPerson: false,
  accompaniedById: null,
});

/**
 * The contract's checks across both sides (one member on a side, nobody twice) have no field of their own.
 */
const wholeFormIssue = (errors: FieldErrors<RecordValues>) =>
  (errors as Record<string, { message?: string } | undefined>)['']?.message;

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
  const validation = useValidationMessage();
  const id = useId();
  const action = useEconomyAction(slug);
  const { register, control, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<
    RecordValues,
    unknown,
    RecordInput
  >({ resolver: zodResolver(recordExchangeSchema), defaultValues: blank() });
  const { errors } = formState;
  // The sides come first among the form's fields, so a refused side takes focus before the fields below it.
  const sides = [
    useController({ control, name: 'teacherIds' }),
    useController({ control, name: 'learnerIds' }),
  ];
  const [teachers = [], learners = []] = sides.map(({ field }) => field.value);
  // A coordinator never records an exchange they took part in, so they are not offered.
  const others = members.filter((member) => member.id !== viewerId);
  // The accompanying member (ADR 178) is a third member: neither side of the exchange.
  const companions = others.filter(
    (member) => !teachers.includes(member.id) && !learners.includes(member.id),
  );
  // A member chosen on a side stops accompanying the exchange, as the companion list no longer offers them.
  const dropCompanionAmong = (ids: string[]) => {
    const companion = getValues('accompaniedById');
    if (companion && ids.includes(companion)) setValue('accompaniedById', null);
  };
  const submit = handleSubmit(async (input) => {
    try {
      await action.mutateAsync(() => economyActions.record(slug, input));
      // The hours, category and day stay for the next exchange of the same session.
      reset({ ...blank(), hours: input.hours, category: input.category, happenedOn: input.happenedOn });
      toast.success(t('communityEconomy.record.done'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, serverFields, validation)) return;
      setError('root', { message: getErrorMessage(failure, t('communityEconomy.failed')) });
    }
  });
  const describe = (error: { message?: string } | undefined, name: string) => ({
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': error ? `${id}-${name}-message` : undefined,
  });
  const described = {
    hours: describe(errors.hours, 'hours'),
    category: describe(errors.category, 'category'),
    day: describe(errors.happenedOn, 'day'),
    note: describe(errors.note, 'note'),
  };

  return (
    <EconomySection title={t('communityEconomy.record.title')}>
      <p className="text-sm text-muted-foreground">{t('communityEconomy.record.intro')}</p>
      <form className="grid gap-3" noValidate onSubmit={(event) => void submit(event)}>
        <div className="grid gap-3 sm:grid-cols-2">
          {sides.map(({ field, fieldState }, index) => (
            <MemberChoice
              key={field.name}
              legend={t(index === 0 ? 'communityEconomy.record.taught' : 'communityEconomy.record.learned')}
              members={others}
              chosen={field.value}
              firstRef={field.ref}
              error={validation(fieldState.error?.message)}
              messageId={`${id}-${field.name}-message`}
              onChange={(ids) => {
                dropCompanionAmong(ids);
                field.onChange(ids);
              }}
            />
          ))}
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
              {...described.hours}
              {...register('hours', { valueAsNumber: true })}
            />
            <FormMessage id={`${id}-hours-message`}>{validation(errors.hours?.message)}</FormMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{t('communityEconomy.record.category')}</Label>
            <select
              id={`${id}-category`}
              className={cn(fieldClassName, 'h-9 py-1')}
              {...described.category}
              {...register('category', {
                setValueAs: (value: string) => (value === '' ? undefined : value),
              })}
            >
              <option value="">{t('communityEconomy.record.chooseOption')}</option>
              {skillCategories.map((each) => (
                <option key={each} value={each}>
                  {t(`explore.category.${each}`)}
                </option>
              ))}
            </select>
            <FormMessage id={`${id}-category-message`}>{validation(errors.category?.message)}</FormMessage>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-day`}>{t('communityEconomy.record.day')}</Label>
            <Input
              id={`${id}-day`}
              type="date"
              max={today()}
              {...described.day}
              {...register('happenedOn')}
            />
            <FormMessage id={`${id}-day-message`}>{validation(errors.happenedOn?.message)}</FormMessage>
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-note`}>{t('communityEconomy.record.note')}</Label>
          <Input id={`${id}-note`} maxLength={200} {...described.note} {...register('note')} />
          <FormMessage id={`${id}-note-message`}>{validation(errors.note?.message)}</FormMessage>
        </div>
        <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 shrink-0 accent-primary" {...register('inPerson')} />
            {t('communityEconomy.record.inPerson')}
          </label>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-companion`}>{t('communityEconomy.record.accompaniedBy')}</Label>
            <select
              id={`${id}-companion`}
              className={cn(fieldClassName, 'h-9 py-1')}
              aria-invalid={errors.accompaniedById ? true : undefined}
              aria-describedby={cn(
                `${id}-companion-hint`,
                errors.accompaniedById && `${id}-companion-message`,
              )}
              {...register('accompaniedById', { setValueAs: (value: string | null) => value || null })}
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
            <FormMessage id={`${id}-companion-message`}>
              {validation(errors.accompaniedById?.message)}
            </FormMessage>
          </div>
        </div>
        <FormMessage role="alert">{validation(wholeFormIssue(errors)) ?? errors.root?.message}</FormMessage>
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
  firstRef,
  error,
  messageId,
  onChange,
}: {
  legend: string;
  members: Member[];
  chosen: string[];
  /** Given to the first member's box, so a refused side takes focus there. */
  firstRef: Ref<HTMLInputElement>;
  error: string | undefined;
  messageId: string;
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? messageId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">
        {legend}{' '}
        <span className="font-normal text-muted-foreground">
          {t('communityEconomy.record.chosen', { count: chosen.length })}
        </span>
      </legend>
      <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2">
        {members.map((member, index) => (
          <label key={member.id} className="flex min-h-8 items-center gap-2 text-sm wrap-anywhere">
            <input
              ref={index === 0 ? firstRef : undefined}
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
      <FormMessage id={messageId}>{error}</FormMessage>
    </fieldset>
  );
}
