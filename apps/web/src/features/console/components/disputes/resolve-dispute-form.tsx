import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminDisputeDetail } from '@skillswap/contracts/admin-disputes/schemas';
import { resolveDisputeSchema } from '@skillswap/contracts/swap-lifecycle/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useResolveDispute } from '../../api/admin-disputes.ts';
import { DecisionNoteField, OutcomeChoice } from '../decision-fields.tsx';

type ResolveValues = z.input<typeof resolveDisputeSchema>;
type ResolveInput = z.output<typeof resolveDisputeSchema>;
// A cancellation's hours stay in the form when they are hidden; the contract leaves them out of what is sent.
const resolveFields = ['requesterHours', 'recipientHours', 'note'] as const;

/** The decision: settle at the hours decided, or cancel; the note goes to both members. */
export function ResolveDisputeForm({ dispute }: { dispute: AdminDisputeDetail }) {
  const { t } = useTranslation();
  const mutation = useResolveDispute(dispute.swapId);
  const { register, handleSubmit, setError, control, formState } = useForm<
    ResolveValues,
    unknown,
    ResolveInput
  >({
    resolver: zodResolver(resolveDisputeSchema),
    defaultValues: {
      outcome: 'settled',
      note: '',
      requesterHours: dispute.hoursOffered,
      recipientHours: dispute.hoursRequested,
    },
  });
  const outcome = useWatch({ control, name: 'outcome' });
  // The settled shape holds every field either outcome has.
  const errors = formState.errors as FieldErrors<Extract<ResolveValues, { outcome: 'settled' }>>;
  const issue = (field: (typeof resolveFields)[number]) => translateValidation(t, errors[field]?.message);
  const submit = handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      toast.success(t('console.resolve.resolved'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, resolveFields)) return;
      setError('root', { message: getErrorMessage(failure, t('console.resolve.failed')) });
    }
  });
  const hours = (field: 'requesterHours' | 'recipientHours', skill: string, name: string) => (
    <FormField label={t('console.resolve.hours', { skill, name })} error={issue(field)}>
      {(labelled) => (
        <Input
          type="number"
          min={0}
          max={100}
          step={0.25}
          {...labelled}
          {...register(field, { valueAsNumber: true })}
        />
      )}
    </FormField>
  );

  return (
    // The contract's messages, in the member's language and under each field, instead of the browser's
    // bubble.
    <form
      aria-labelledby="resolve-title"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="resolve-title" className="font-semibold">
        {t('console.resolve.title')}
      </h3>
      <OutcomeChoice
        legend={t('console.resolve.outcome')}
        options={[
          ['settled', t('console.resolve.settle')],
          ['cancelled', t('console.resolve.cancel')],
        ]}
        field={register('outcome')}
      />
      {outcome === 'settled' && (
        <div className="grid gap-3 sm:grid-cols-2">
          {hours('requesterHours', dispute.offeredSkill, dispute.requester.fullName)}
          {hours('recipientHours', dispute.requestedSkill, dispute.recipient.fullName)}
        </div>
      )}
      <DecisionNoteField field={register('note')} error={issue('note') ?? errors.root?.message} />
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? t('console.resolve.resolving') : t('console.resolve.submit')}
      </Button>
    </form>
  );
}
