import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { workshopReasonSchema } from '@skillswap/contracts/workshops/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormMessage } from '@/components/ui/form-message.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useValidationMessage } from '@/i18n/validation.ts';

type ReasonValues = z.input<typeof workshopReasonSchema>;
type ReasonInput = z.output<typeof workshopReasonSchema>;

interface WorkshopReasonFormProps {
  label: string;
  submitLabel: string;
  variant: 'destructive' | 'outline';
  rows: number;
  /** Sends the reason; a refusal it throws shows under the field when it is about the reason. */
  send: (reason: string) => Promise<unknown>;
  /** Tells the member about any other refusal. */
  onRefused: (failure: unknown) => void;
}

/** A reason checked with the contract's schema before it is sent: the host's cancelling, a seat's dispute. */
export function WorkshopReasonForm({
  label,
  submitLabel,
  variant,
  rows,
  send,
  onRefused,
}: WorkshopReasonFormProps) {
  const id = useId();
  const validation = useValidationMessage();
  const { register, handleSubmit, setError, formState } = useForm<ReasonValues, unknown, ReasonInput>({
    resolver: zodResolver(workshopReasonSchema),
    defaultValues: { reason: '' },
  });
  const reasonError = validation(formState.errors.reason?.message);
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await send(reason);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['reason'], validation)) return;
      onRefused(failure);
    }
  });
  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <Label htmlFor={`${id}-reason`}>{label}</Label>
      <Textarea
        id={`${id}-reason`}
        rows={rows}
        aria-invalid={reasonError ? true : undefined}
        aria-describedby={reasonError ? `${id}-reason-message` : undefined}
        {...register('reason')}
      />
      <FormMessage id={`${id}-reason-message`}>{reasonError}</FormMessage>
      <Button
        type="submit"
        variant={variant}
        className="justify-self-start"
        disabled={formState.isSubmitting}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
