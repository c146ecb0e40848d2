import { useState } from 'react';
import type { AdminDisputeDetail } from '@skillswap/contracts/admin-disputes/schemas';
import { resolveDisputeSchema, type ResolveDisputeInput } from '@skillswap/contracts/swap-lifecycle/schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useResolveDispute } from '../../api/admin-disputes.ts';
import { DecisionNoteField, OutcomeChoice } from '../decision-fields.tsx';

type Outcome = ResolveDisputeInput['outcome'];

/** The decision: settle at the hours decided, or cancel; the note goes to both members. */
export function ResolveDisputeForm({ dispute }: { dispute: AdminDisputeDetail }) {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const [outcome, setOutcome] = useState<Outcome>('settled');
  const [requesterHours, setRequesterHours] = useState(String(dispute.hoursOffered));
  const [recipientHours, setRecipientHours] = useState(String(dispute.hoursRequested));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useResolveDispute(dispute.swapId);

  const submit = () => {
    const input =
      outcome === 'settled'
        ? { outcome, note, requesterHours: Number(requesterHours), recipientHours: Number(recipientHours) }
        : { outcome, note };
    const parsed = resolveDisputeSchema.safeParse(input);
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message) ?? t('console.decision.check'));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => toast.success(t('console.resolve.resolved')),
      onError: (failure) => setError(getErrorMessage(failure, t('console.resolve.failed'))),
    });
  };

  return (
    <form
      aria-labelledby="resolve-title"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="resolve-title" className="font-semibold">
        {t('console.resolve.title')}
      </h3>
      <OutcomeChoice
        legend={t('console.resolve.outcome')}
        name="outcome"
        options={[
          ['settled', t('console.resolve.settle')],
          ['cancelled', t('console.resolve.cancel')],
        ]}
        value={outcome}
        onChange={setOutcome}
      />
      {outcome === 'settled' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            label={t('console.resolve.hours', {
              skill: dispute.offeredSkill,
              name: dispute.requester.fullName,
            })}
          >
            {(control) => (
              <Input
                type="number"
                min={0}
                max={100}
                step={0.25}
                value={requesterHours}
                {...control}
                onChange={(event) => setRequesterHours(event.target.value)}
              />
            )}
          </FormField>
          <FormField
            label={t('console.resolve.hours', {
              skill: dispute.requestedSkill,
              name: dispute.recipient.fullName,
            })}
          >
            {(control) => (
              <Input
                type="number"
                min={0}
                max={100}
                step={0.25}
                value={recipientHours}
                {...control}
                onChange={(event) => setRecipientHours(event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
      <DecisionNoteField
        value={note}
        error={error}
        onChange={(text) => {
          setNote(text);
          setError(null);
        }}
      />
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? t('console.resolve.resolving') : t('console.resolve.submit')}
      </Button>
    </form>
  );
}
