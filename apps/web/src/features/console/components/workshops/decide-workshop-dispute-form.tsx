import { useState } from 'react';
import {
  decideWorkshopDisputeSchema,
  type DecideWorkshopDisputeInput,
  type WorkshopDispute,
} from '@skillswap/contracts/workshops';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDecideWorkshopDispute } from '../../api/workshops.ts';
import { DecisionNoteField, OutcomeChoice } from '../decision-fields.tsx';

type Outcome = DecideWorkshopDisputeInput['outcome'];

/** The decision on one disputed seat: refund the learner from the host, or uphold; the note goes to both. */
export function DecideWorkshopDisputeForm({ dispute }: { dispute: WorkshopDispute }) {
  const [outcome, setOutcome] = useState<Outcome>('refunded');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useDecideWorkshopDispute(dispute.bookingId);
  const titleId = `decide-${dispute.bookingId}`;

  const submit = () => {
    const parsed = decideWorkshopDisputeSchema.safeParse({ outcome, note });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the decision');
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => toast.success('Dispute decided. Both members were told.'),
      onError: (failure) => setError(getErrorMessage(failure, 'The dispute could not be decided')),
    });
  };

  return (
    <form
      aria-labelledby={titleId}
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={titleId} className="sr-only">
        Decide the dispute of {dispute.learner.fullName}
      </h3>
      <OutcomeChoice
        legend="Decision"
        name={`outcome-${dispute.bookingId}`}
        options={[
          [
            'refunded',
            `Refund ${dispute.price} SC to ${dispute.learner.fullName} from ${dispute.host.fullName}`,
          ],
          ['upheld', 'Uphold the settlement (no SkillCoin moves)'],
        ]}
        value={outcome}
        onChange={setOutcome}
      />
      <DecisionNoteField
        rows={2}
        value={note}
        error={error}
        onChange={(text) => {
          setNote(text);
          setError(null);
        }}
      />
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? 'Deciding...' : 'Decide'}
      </Button>
    </form>
  );
}
