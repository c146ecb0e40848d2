import { useState } from 'react';
import { rescheduleSessionSchema, type SlotInput } from '@skillswap/contracts/sessions';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useChangeSession } from '../api/swap-sessions.ts';
import { SlotFields, emptySlot } from './slot-fields.tsx';

interface ChangeProps {
  swapId: string;
  sessionId: string;
  timeZone: string;
  /** Withdrawing a proposal rather than cancelling a scheduled session. */
  isProposal?: boolean;
}

function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <FormField label="Reason (the other member reads it)">
      {(control) => (
        <Textarea
          {...control}
          rows={3}
          maxLength={500}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** Move a scheduled session to a new time, saying why; both members get the updated invitation. */
export function RescheduleDialog({ swapId, sessionId, timeZone }: ChangeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [slot, setSlot] = useState<SlotInput>(emptySlot());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeSession(swapId);
  const submit = async () => {
    const parsed = rescheduleSessionSchema.safeParse({ ...slot, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    try {
      await change.mutateAsync({ kind: 'reschedule', sessionId, input: parsed.data });
      setIsOpen(false);
    } catch (caught) {
      setError(getErrorMessage(caught, 'The session could not be moved'));
    }
  };
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          Reschedule
        </Button>
      }
      title="Reschedule this session"
      description={`Choose the new time in your time zone, ${timeZone}.`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setError(null);
      }}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <SlotFields legend="New time" slot={slot} timeZone={timeZone} onChange={setSlot} />
        <ReasonField value={reason} onChange={setReason} />
        <FormMessage>{error}</FormMessage>
        <DialogFormFooter submitLabel="Move Session" pendingLabel="Moving..." isPending={change.isPending} />
      </form>
    </ActionDialog>
  );
}

/** Cancel a session (or withdraw a proposal) with a reason. */
export function CancelSessionDialog({ swapId, sessionId, isProposal }: ChangeProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeSession(swapId);
  const submit = async () => {
    if (!reason.trim()) return setError('Give a reason, so the other member knows why');
    try {
      await change.mutateAsync({ kind: 'cancel', sessionId, reason: reason.trim() });
      setIsOpen(false);
    } catch (caught) {
      setError(getErrorMessage(caught, 'The session could not be cancelled'));
    }
  };
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          {isProposal ? 'Withdraw' : 'Cancel Session'}
        </Button>
      }
      title={isProposal ? 'Withdraw this proposal' : 'Cancel this session'}
      description="The other member is told, with your reason."
      isOpen={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        setError(null);
      }}
    >
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <ReasonField value={reason} onChange={setReason} />
        <FormMessage>{error}</FormMessage>
        <DialogFormFooter
          submitLabel={isProposal ? 'Withdraw Proposal' : 'Cancel Session'}
          pendingLabel="Sending..."
          isPending={change.isPending}
        />
      </form>
    </ActionDialog>
  );
}
