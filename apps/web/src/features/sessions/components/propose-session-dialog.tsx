import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Video, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { proposeSessionSchema, sessionLimits, type SlotInput } from '@skillswap/contracts/sessions/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useChangeSession } from '../api/swap-sessions.ts';
import { newMeetingRoom, slotStart } from '../lib/slot-times.ts';
import { SlotFields, emptySlot, type SlotPartner } from './slot-fields.tsx';
import { SuggestedTimes } from './suggested-times.tsx';

interface Teacher {
  id: string;
  label: string;
}

interface ProposeSessionDialogProps {
  swapId: string;
  timeZone: string;
  /** Who may teach in the session; left out when proposing other times, which keeps the teacher. */
  teachers?: Teacher[];
  /** Proposing other times for a session the other member proposed: only the slots are asked. */
  counterTo?: string;
  /** The other member, their zone, and the times where both are available (ADR 110). */
  partnerName: string;
  shared: Parameters<typeof SuggestedTimes>[0]['shared'];
  /** Settings › Calendar, where the member states their weekly availability. */
  availabilityPath: string;
}

// Counter-proposals ask for the slots only: the teacher and the place stay out of the form and of its check.
const proposeFormSchema = proposeSessionSchema.partial({ teacherId: true, place: true });
type ProposeValues = z.input<typeof proposeFormSchema>;
type ProposeInput = z.output<typeof proposeFormSchema>;
// Every field either place has, to read the issue under the place's one input.
type PlaceErrors = FieldErrors<{ url: string; text: string }>;

/** Propose a session (or other times for one): up to five slots in the member's zone, and a place. */
export function ProposeSessionDialog({
  swapId,
  timeZone,
  teachers,
  counterTo,
  partnerName,
  shared,
  availabilityPath,
}: ProposeSessionDialogProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const [isOpen, setIsOpen] = useState(false);
  const { register, handleSubmit, setError, clearErrors, setValue, control, formState } = useForm<
    ProposeValues,
    unknown,
    ProposeInput
  >({
    resolver: zodResolver(proposeFormSchema),
    defaultValues: counterTo
      ? { slots: [emptySlot()] }
      : { teacherId: teachers?.[0]?.id ?? '', slots: [emptySlot()], place: { kind: 'online', url: '' } },
  });
  const { errors } = formState;
  const slotRows = useFieldArray({ control, name: 'slots' });
  const slots = useWatch({ control, name: 'slots' });
  const placeKind = useWatch({ control, name: 'place.kind' });
  const placeErrors = errors.place as PlaceErrors | undefined;
  const change = useChangeSession(swapId);
  const partner: SlotPartner = { name: partnerName, timeZone: shared.partner.timeZone };
  // A suggestion fills the first time still empty, else adds one (or replaces the last when five are in).
  const pick = (slot: SlotInput) => {
    const empty = slots.findIndex((item) => !item.date && !item.startTime);
    if (empty >= 0) slotRows.update(empty, slot);
    else if (slots.length < sessionLimits.slotsPerProposal) slotRows.append(slot, { shouldFocus: false });
    else slotRows.update(slots.length - 1, slot);
  };
  const slotFields = slots.flatMap(
    (_, index) =>
      [`slots.${index}.date`, `slots.${index}.startTime`, `slots.${index}.durationMinutes`] as const,
  );
  const serverFields: Path<ProposeValues>[] = ['teacherId', 'place.url', 'place.text', ...slotFields];

  const submit = handleSubmit(async ({ teacherId, slots: times, place }) => {
    const past = times.findIndex((slot) => (slotStart(slot, timeZone)?.getTime() ?? Infinity) <= Date.now());
    if (past >= 0) {
      setError(`slots.${past}.date`, { message: t('scheduling.slot.past') }, { shouldFocus: true });
      return;
    }
    try {
      await change.mutateAsync(
        counterTo
          ? { kind: 'counter', sessionId: counterTo, slots: times }
          : { kind: 'propose', teacherId: teacherId!, slots: times, place: place! },
      );
      setIsOpen(false);
      // The teacher and the kind of place stay for the next proposal; the times and the place are new.
      slotRows.replace([emptySlot()]);
      if (place) {
        setValue('place.url', '');
        setValue('place.text', '');
      }
    } catch (caught) {
      if (setServerFieldErrors(setError, caught, serverFields)) return;
      setError('root', { message: getErrorMessage(caught, t('scheduling.propose.failed')) });
    }
  });

  return (
    <ActionDialog
      trigger={
        <Button variant={counterTo ? 'outline' : 'default'}>
          {counterTo ? t('scheduling.propose.counterTrigger') : t('scheduling.propose.trigger')}
        </Button>
      }
      title={counterTo ? t('scheduling.propose.counterTitle') : t('scheduling.propose.title')}
      description={t('scheduling.propose.description', { zone: timeZone })}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        clearErrors();
      }}
    >
      <form
        noValidate
        className="grid max-h-[70vh] gap-4 overflow-y-auto"
        onSubmit={(event) => void submit(event)}
      >
        {!counterTo && teachers && (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t('scheduling.propose.teacher')}</legend>
            {teachers.map((teacher) => (
              <label key={teacher.id} className="flex items-center gap-2 text-sm">
                <input type="radio" value={teacher.id} {...register('teacherId')} />
                {teacher.label}
              </label>
            ))}
            <FormMessage>{validation(errors.teacherId?.message)}</FormMessage>
          </fieldset>
        )}
        <SuggestedTimes
          timeZone={timeZone}
          partnerName={partnerName}
          shared={shared}
          availabilityPath={availabilityPath}
          onPick={pick}
        />
        {slotRows.fields.map((row, index) => {
          const issues = errors.slots?.[index];
          return (
            <div key={row.id} className="grid gap-2">
              <SlotFields
                legend={t('scheduling.propose.time', { number: index + 1 })}
                slot={slots[index] ?? emptySlot()}
                timeZone={timeZone}
                partner={partner}
                fields={{
                  date: register(`slots.${index}.date`),
                  startTime: register(`slots.${index}.startTime`),
                  durationMinutes: register(`slots.${index}.durationMinutes`, { valueAsNumber: true }),
                }}
                errors={{
                  date: validation(issues?.date?.message),
                  startTime: validation(issues?.startTime?.message),
                  durationMinutes: validation(issues?.durationMinutes?.message),
                }}
              />
              {slotRows.fields.length > 1 && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-end"
                  onClick={() => slotRows.remove(index)}
                >
                  <X aria-hidden="true" />
                  {t('scheduling.propose.removeTime', { number: index + 1 })}
                </Button>
              )}
            </div>
          );
        })}
        {slotRows.fields.length < sessionLimits.slotsPerProposal && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => slotRows.append(emptySlot())}
          >
            <Plus aria-hidden="true" />
            {t('scheduling.propose.addTime')}
          </Button>
        )}
        {!counterTo && (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t('scheduling.propose.where')}</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input type="radio" value="online" {...register('place.kind')} />
                {t('scheduling.propose.online')}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" value="in_person" {...register('place.kind')} />
                {t('scheduling.propose.inPerson')}
              </label>
            </div>
            {/* A link and a meeting place are two fields, each keeping what was typed in it. */}
            {placeKind === 'online' ? (
              <FormField label={t('scheduling.propose.link')} error={validation(placeErrors?.url?.message)}>
                {(field) => (
                  <Input
                    key="url"
                    {...field}
                    type="url"
                    maxLength={sessionLimits.placeLength}
                    {...register('place.url')}
                  />
                )}
              </FormField>
            ) : (
              <FormField label={t('scheduling.propose.place')} error={validation(placeErrors?.text?.message)}>
                {(field) => (
                  <Input
                    key="text"
                    {...field}
                    maxLength={sessionLimits.placeLength}
                    {...register('place.text')}
                  />
                )}
              </FormField>
            )}
            {placeKind === 'online' && (
              <div className="grid justify-items-start gap-1">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setValue('place.url', newMeetingRoom(), { shouldValidate: formState.isSubmitted })
                  }
                >
                  <Video aria-hidden="true" />
                  {t('scheduling.room.create')}
                </Button>
                <p className="text-sm text-muted-foreground">{t('scheduling.room.hint')}</p>
              </div>
            )}
          </fieldset>
        )}
        <FormMessage>
          {validation(errors.slots?.root?.message ?? errors.slots?.message) ?? errors.root?.message}
        </FormMessage>
        <DialogFormFooter
          submitLabel={counterTo ? t('scheduling.propose.counterSubmit') : t('scheduling.propose.submit')}
          pendingLabel={t('scheduling.change.sending')}
          isPending={change.isPending}
        />
      </form>
    </ActionDialog>
  );
}
