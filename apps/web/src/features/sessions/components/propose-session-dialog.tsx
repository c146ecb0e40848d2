import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { proposeSessionSchema, sessionLimits, type SlotInput } from '@skillswap/contracts/sessions';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Input } from '@/components/ui/input.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useChangeSession } from '../api/swap-sessions.ts';
import { SlotFields, emptySlot } from './slot-fields.tsx';

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
}

/** Propose a session (or other times for one): up to five slots in the member's zone, and a place. */
export function ProposeSessionDialog({ swapId, timeZone, teachers, counterTo }: ProposeSessionDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [teacherId, setTeacherId] = useState(teachers?.[0]?.id ?? '');
  const [slots, setSlots] = useState<SlotInput[]>([emptySlot()]);
  const [placeKind, setPlaceKind] = useState<'online' | 'in_person'>('online');
  const [placeValue, setPlaceValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeSession(swapId);

  const submit = async () => {
    const place =
      placeKind === 'online' ? { kind: placeKind, url: placeValue } : { kind: placeKind, text: placeValue };
    const parsed = proposeSessionSchema.safeParse({ teacherId, slots, place });
    if (!parsed.success) {
      // Counter-proposals ask for the slots only; their place stays.
      const issue = parsed.error.issues.find((item) => !counterTo || item.path[0] === 'slots');
      if (issue) {
        setError(issue.message);
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
      setError(getErrorMessage(caught, 'The session could not be proposed'));
    }
  };

  return (
    <ActionDialog
      trigger={
        <Button variant={counterTo ? 'outline' : 'default'}>
          {counterTo ? 'Propose Other Times' : 'Propose a Session'}
        </Button>
      }
      title={counterTo ? 'Propose other times' : 'Propose a session'}
      description={`Times are in your time zone, ${timeZone}. The other member picks one, or proposes others.`}
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
            <legend className="text-sm font-medium">Who teaches in this session?</legend>
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
        {slots.map((slot, index) => (
          <div key={index} className="grid gap-2">
            <SlotFields
              legend={`Time ${index + 1}`}
              slot={slot}
              timeZone={timeZone}
              onChange={(next) => setSlots(slots.map((item, at) => (at === index ? next : item)))}
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
                Remove time {index + 1}
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
            Add another time
          </Button>
        )}
        {!counterTo && (
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Where?</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="place"
                  checked={placeKind === 'online'}
                  onChange={() => setPlaceKind('online')}
                />
                Online
              </label>
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="place"
                  checked={placeKind === 'in_person'}
                  onChange={() => setPlaceKind('in_person')}
                />
                In person
              </label>
            </div>
            <FormField label={placeKind === 'online' ? 'Meeting link (https://…)' : 'Place to meet'}>
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
          </fieldset>
        )}
        <FormMessage>{error}</FormMessage>
        <DialogFormFooter
          submitLabel={counterTo ? 'Propose These Times' : 'Propose Session'}
          pendingLabel="Sending..."
          isPending={change.isPending}
        />
      </form>
    </ActionDialog>
  );
}
