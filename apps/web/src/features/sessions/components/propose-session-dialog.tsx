import { Plus, Video, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  proposeSessionSchema,
  sessionLimits,
  type SlotInput,
  type SwapSessions,
} from '@skillswap/contracts/sessions/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useChangeSession } from '../api/swap-sessions.ts';
import { newMeetingRoom, slotAt, slotStart } from '../lib/slot-times.ts';
import { SlotFields, emptySlot, type SlotPartner } from './slot-fields.tsx';

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
  shared: Pick<SwapSessions, 'partner' | 'hasAvailability' | 'suggestedTimes'>;
  /** Settings › Calendar, where the member states their weekly availability. */
  availabilityPath: string;
}

interface SuggestedTimesProps {
  timeZone: string;
  partnerName: string;
  shared: ProposeSessionDialogProps['shared'];
  availabilityPath: string;
  onPick: (slot: SlotInput) => void;
}

/** The times both members are available, as buttons that fill in a slot; or why there are none. */
function SuggestedTimes({ timeZone, partnerName, shared, availabilityPath, onPick }: SuggestedTimesProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const format = useFormatters(timeZone);
  const reason = !shared.hasAvailability
    ? t('scheduling.suggest.mineMissing')
    : !shared.partner.hasAvailability
      ? t('scheduling.suggest.partnerMissing', { name: partnerName })
      : shared.suggestedTimes.length === 0
        ? t('scheduling.suggest.none')
        : null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2 rounded-md bg-muted p-3 text-sm">
      <h3 id={headingId} className="font-medium">
        {t('scheduling.suggest.title')}
      </h3>
      {reason ? (
        <p className="text-muted-foreground">
          {reason}{' '}
          {!shared.hasAvailability && (
            <Link to={availabilityPath} className="underline">
              {t('scheduling.suggest.settingsLink')}
            </Link>
          )}
        </p>
      ) : (
        <>
          <p className="text-muted-foreground">{t('scheduling.suggest.hint')}</p>
          <ul className="flex flex-wrap gap-2">
            {shared.suggestedTimes.map((time) => (
              <li key={time}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onPick(slotAt(new Date(time), timeZone, 60))}
                >
                  {format.when(time)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

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
  const [teacherId, setTeacherId] = useState(teachers?.[0]?.id ?? '');
  const [slots, setSlots] = useState<SlotInput[]>([emptySlot()]);
  const [placeKind, setPlaceKind] = useState<'online' | 'in_person'>('online');
  const [placeValue, setPlaceValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeSession(swapId);
  const partner: SlotPartner = { name: partnerName, timeZone: shared.partner.timeZone };
  // A suggestion fills the first time still empty, else adds one (or replaces the last when five are in).
  const pick = (slot: SlotInput) => {
    setError(null);
    const empty = slots.findIndex((item) => !item.date && !item.startTime);
    if (empty >= 0) setSlots(slots.map((item, at) => (at === empty ? slot : item)));
    else if (slots.length < sessionLimits.slotsPerProposal) setSlots([...slots, slot]);
    else setSlots([...slots.slice(0, -1), slot]);
  };

  const submit = async () => {
    const past = slots.find((slot) => (slotStart(slot, timeZone)?.getTime() ?? Infinity) <= Date.now());
    if (past) {
      setError(t('scheduling.slot.past'));
      return;
    }
    const place =
      placeKind === 'online' ? { kind: placeKind, url: placeValue } : { kind: placeKind, text: placeValue };
    const parsed = proposeSessionSchema.safeParse({ teacherId, slots, place });
    if (!parsed.success) {
      // Counter-proposals ask for the slots only; their place stays.
      const issue = parsed.error.issues.find((item) => !counterTo || item.path[0] === 'slots');
      if (issue) {
        setError(validation(issue.message) ?? null);
        return;
      }
    }
    try {
      await change.mutateAsync(
        counterTo
          ? { kind: 'counter', sessionId: counterTo, slots }
          : { kind: 'propose', teacherId, slots, place: parsed.data!.place },
      );
      setIsOpen(false);
      setSlots([emptySlot()]);
      setPlaceValue('');
    } catch (caught) {
      setError(getErrorMessage(caught, t('scheduling.propose.failed')));
    }
  };

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
        setError(null);
      }}
    >
      <form
        noValidate
        className="grid max-h-[70vh] gap-4 overflow-y-auto"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {!counterTo && teachers && (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">{t('scheduling.propose.teacher')}</legend>
            {teachers.map((teacher) => (
              <label key={teacher.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="teacher"
                  checked={teacherId === teacher.id}
                  onChange={() => setTeacherId(teacher.id)}
                />
                {teacher.label}
              </label>
            ))}
          </fieldset>
        )}
        <SuggestedTimes
          timeZone={timeZone}
          partnerName={partnerName}
          shared={shared}
          availabilityPath={availabilityPath}
          onPick={pick}
        />
        {slots.map((slot, index) => (
          <div key={index} className="grid gap-2">
            <SlotFields
              legend={t('scheduling.propose.time', { number: index + 1 })}
              slot={slot}
              timeZone={timeZone}
              partner={partner}
              onChange={(next) => {
                setSlots(slots.map((item, at) => (at === index ? next : item)));
                setError(null);
              }}
            />
            {slots.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-end"
                onClick={() => setSlots(slots.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" />
                {t('scheduling.propose.removeTime', { number: index + 1 })}
              </Button>
            )}
          </div>
        ))}
        {slots.length < sessionLimits.slotsPerProposal && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setSlots([...slots, emptySlot()])}
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
                <input
                  type="radio"
                  name="place"
                  checked={placeKind === 'online'}
                  onChange={() => setPlaceKind('online')}
                />
                {t('scheduling.propose.online')}
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="place"
                  checked={placeKind === 'in_person'}
                  onChange={() => setPlaceKind('in_person')}
                />
                {t('scheduling.propose.inPerson')}
              </label>
            </div>
            <FormField
              label={placeKind === 'online' ? t('scheduling.propose.link') : t('scheduling.propose.place')}
            >
              {(control) => (
                <Input
                  {...control}
                  type={placeKind === 'online' ? 'url' : 'text'}
                  maxLength={sessionLimits.placeLength}
                  value={placeValue}
                  onChange={(event) => setPlaceValue(event.target.value)}
                />
              )}
            </FormField>
            {placeKind === 'online' && (
              <div className="grid justify-items-start gap-1">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setPlaceValue(newMeetingRoom())}
                >
                  <Video aria-hidden="true" />
                  {t('scheduling.room.create')}
                </Button>
                <p className="text-sm text-muted-foreground">{t('scheduling.room.hint')}</p>
              </div>
            )}
          </fieldset>
        )}
        <FormMessage>{error}</FormMessage>
        <DialogFormFooter
          submitLabel={counterTo ? t('scheduling.propose.counterSubmit') : t('scheduling.propose.submit')}
          pendingLabel={t('scheduling.change.sending')}
          isPending={change.isPending}
        />
      </form>
    </ActionDialog>
  );
}
