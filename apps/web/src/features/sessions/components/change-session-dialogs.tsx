import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { cancelSessionSchema, rescheduleSessionSchema } from '@skillswap/contracts/sessions/schemas';
import { ActionDialog } from '@/components/dialogs/action-dialog.tsx';
import { DialogFormFooter } from '@/components/forms/dialog-form-footer.tsx';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
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

type RescheduleValues = z.input<typeof rescheduleSessionSchema>;
type RescheduleInput = z.output<typeof rescheduleSessionSchema>;
type CancelValues = z.input<typeof cancelSessionSchema>;
type CancelInput = z.output<typeof cancelSessionSchema>;

function ReasonField({ field, error }: { field: UseFormRegisterReturn; error: string | undefined }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('scheduling.change.reason')} error={error}>
      {(control) => <Textarea {...control} rows={3} maxLength={500} {...field} />}
    </FormField>
  );
}

/** Move a scheduled session to a new time, saying why; both members get the updated invitation. */
export function RescheduleDialog({ swapId, sessionId, timeZone }: ChangeProps) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const [isOpen, setIsOpen] = useState(false);
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm<
    RescheduleValues,
    unknown,
    RescheduleInput
  >({
    resolver: zodResolver(rescheduleSessionSchema),
    defaultValues: { ...emptySlot(), reason: '' },
  });
  const { errors } = formState;
  const [date, startTime, durationMinutes] = useWatch({
    control,
    name: ['date', 'startTime', 'durationMinutes'],
  });
  const change = useChangeSession(swapId);
  const submit = handleSubmit(async (input) => {
    try {
      await change.mutateAsync({ kind: 'reschedule', sessionId, input });
      setIsOpen(false);
    } catch (caught) {
      const fields = ['date', 'startTime', 'durationMinutes', 'reason'] as const;
      if (setServerFieldErrors(setError, caught, fields)) return;
      setError('root', { message: getErrorMessage(caught, t('scheduling.change.moveFailed')) });
    }
  });
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
        clearErrors();
      }}
    >
      <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <SlotFields
          legend={t('scheduling.change.newTime')}
          slot={{ date, startTime, durationMinutes }}
          timeZone={timeZone}
          fields={{
            date: register('date'),
            startTime: register('startTime'),
            durationMinutes: register('durationMinutes', { valueAsNumber: true }),
          }}
          errors={{
            date: validation(errors.date?.message),
            startTime: validation(errors.startTime?.message),
            durationMinutes: validation(errors.durationMinutes?.message),
          }}
        />
        <ReasonField field={register('reason')} error={validation(errors.reason?.message)} />
        <FormMessage>{errors.root?.message}</FormMessage>
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
  const validation = useValidationMessage();
  const [isOpen, setIsOpen] = useState(false);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<
    CancelValues,
    unknown,
    CancelInput
  >({
    resolver: zodResolver(cancelSessionSchema),
    defaultValues: { reason: '' },
  });
  const { errors } = formState;
  const change = useChangeSession(swapId);
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await change.mutateAsync({ kind: 'cancel', sessionId, reason });
      setIsOpen(false);
      // Said, not only shown by the badge.
      toast.success(isProposal ? t('scheduling.change.withdrawn') : t('scheduling.change.cancelled'), {
        id: `session-cancel-${sessionId}`,
      });
    } catch (caught) {
      if (setServerFieldErrors(setError, caught, ['reason'])) return;
      setError('root', { message: getErrorMessage(caught, t('scheduling.change.cancelFailed')) });
    }
  });
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
        clearErrors();
      }}
    >
      <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
        <ReasonField field={register('reason')} error={validation(errors.reason?.message)} />
        <FormMessage>{errors.root?.message}</FormMessage>
        <DialogFormFooter
          submitLabel={isProposal ? t('scheduling.change.withdrawSubmit') : t('scheduling.change.cancel')}
          pendingLabel={t('scheduling.change.sending')}
          isPending={change.isPending}
        />
      </form>
    </ActionDialog>
  );
}
