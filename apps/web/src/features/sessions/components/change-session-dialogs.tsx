import { toast } from '@/components/layout/toast.ts';
import { useState } from 'react';
import { rescheduleSessionSchema, type SlotInput } from '@skillswap/contracts/sessions/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
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
  const { t } = useTranslation();
  return (
    <FormField label={t('scheduling.change.reason')}>
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
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const [isOpen, setIsOpen] = useState(false);
  const [slot, setSlot] = useState<SlotInput>(emptySlot());
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeSession(swapId);
  const submit = async () => {
    const parsed = rescheduleSessionSchema.safeParse({ ...slot, reason });
    if (!parsed.success) return setError(validation(parsed.error.issues[0]!.message) ?? null);
    try {
      await change.mutateAsync({ kind: 'reschedule', sessionId, input: parsed.data });
      setIsOpen(false);
    } catch (caught) {
      setError(getErrorMessage(caught, t('scheduling.change.moveFailed')));
    }
  };
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          {t('scheduling.change.reschedule')}
        </Button>
      }
      title={t('scheduling.change.rescheduleTitle')}
      description={t('scheduling.change.rescheduleDescription', { zone: timeZone })}
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
        <SlotFields
          legend={t('scheduling.change.newTime')}
          slot={slot}
          timeZone={timeZone}
          onChange={setSlot}
        />
        <ReasonField value={reason} onChange={setReason} />
        <FormMessage>{error}</FormMessage>
        <DialogFormFooter
          submitLabel={t('scheduling.change.move')}
          pendingLabel={t('scheduling.change.moving')}
          isPending={change.isPending}
        />
      </form>
    </ActionDialog>
  );
}

/** Cancel a session (or withdraw a proposal) with a reason. */
export function CancelSessionDialog({ swapId, sessionId, isProposal }: ChangeProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangeSession(swapId);
  const submit = async () => {
    if (!reason.trim()) return setError(t('scheduling.validation.reason'));
    try {
      await change.mutateAsync({ kind: 'cancel', sessionId, reason: reason.trim() });
      setIsOpen(false);
      // Said, not only shown by the badge.
      toast.success(isProposal ? t('scheduling.change.withdrawn') : t('scheduling.change.cancelled'), {
        id: `session-cancel-${sessionId}`,
      });
    } catch (caught) {
      setError(getErrorMessage(caught, t('scheduling.change.cancelFailed')));
    }
  };
  return (
    <ActionDialog
      trigger={
        <Button variant="outline" size="sm">
          {isProposal ? t('scheduling.change.withdraw') : t('scheduling.change.cancel')}
        </Button>
      }
      title={isProposal ? t('scheduling.change.withdrawTitle') : t('scheduling.change.cancelTitle')}
      description={t('scheduling.change.cancelDescription')}
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
          submitLabel={isProposal ? t('scheduling.change.withdrawSubmit') : t('scheduling.change.cancel')}
          pendingLabel={t('scheduling.change.sending')}
          isPending={change.isPending}
        />
      </form>
    </ActionDialog>
  );
}
