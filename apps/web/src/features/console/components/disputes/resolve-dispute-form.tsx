import { useState } from 'react';
import type { AdminDisputeDetail } from '@skillswap/contracts/admin-disputes';
import { resolveDisputeSchema, type ResolveDisputeInput } from '@skillswap/contracts/swap-lifecycle';
import { FormField } from '@/components/forms/form-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useResolveDispute } from '../../api/admin-disputes.ts';
import { DecisionNoteField, OutcomeChoice } from '../decision-fields.tsx';

type Outcome = ResolveDisputeInput['outcome'];

/** The decision: settle at the hours decided, or cancel; the note goes to both members. */
export function ResolveDisputeForm({ dispute }: { dispute: AdminDisputeDetail }) {
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
      setError(parsed.error.issues[0]?.message ?? 'Check the decision');
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => toast.success('Dispute resolved. Both members were told.'),
      onError: (failure) => setError(getErrorMessage(failure, 'The dispute could not be resolved')),
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
        Resolve the dispute
      </h3>
      <OutcomeChoice
        legend="Outcome"
        name="outcome"
        options={[
          ['settled', 'Settle at the hours decided'],
          ['cancelled', 'Cancel the swap (no SkillCoin moves; the hold is released)'],
        ]}
        value={outcome}
        onChange={setOutcome}
      />
      {outcome === 'settled' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={`Hours of ${dispute.offeredSkill} taught by ${dispute.requester.fullName}`}>
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
          <FormField label={`Hours of ${dispute.requestedSkill} taught by ${dispute.recipient.fullName}`}>
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
        {mutation.isPending ? 'Resolving...' : 'Resolve Dispute'}
      </Button>
    </form>
  );
}
