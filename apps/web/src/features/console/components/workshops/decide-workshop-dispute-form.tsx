import { useState } from 'react';
import {
  decideWorkshopDisputeSchema,
  type DecideWorkshopDisputeInput,
  type WorkshopDispute,
} from '@skillswap/contracts/workshops/schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDecideWorkshopDispute } from '../../api/workshops.ts';
import { DecisionNoteField, OutcomeChoice } from '../decision-fields.tsx';

type Outcome = DecideWorkshopDisputeInput['outcome'];

/** The decision on one disputed seat: refund the learner from the host, or uphold; the note goes to both. */
export function DecideWorkshopDisputeForm({ dispute }: { dispute: WorkshopDispute }) {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const { skillCoins } = useFormatters();
  const [outcome, setOutcome] = useState<Outcome>('refunded');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useDecideWorkshopDispute(dispute.bookingId);
  const titleId = `decide-${dispute.bookingId}`;

  const submit = () => {
    const parsed = decideWorkshopDisputeSchema.safeParse({ outcome, note });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message) ?? t('console.decision.check'));
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: () => toast.success(t('console.workshopDisputes.decided')),
      onError: (failure) => setError(getErrorMessage(failure, t('console.workshopDisputes.decideFailed'))),
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
        {t('console.workshopDisputes.formTitle', { learner: dispute.learner.fullName })}
      </h3>
      <OutcomeChoice
        legend={t('console.workshopDisputes.decision')}
        name={`outcome-${dispute.bookingId}`}
        options={[
          [
            'refunded',
            t('console.workshopDisputes.refund', {
              price: skillCoins(dispute.price),
              learner: dispute.learner.fullName,
              host: dispute.host.fullName,
            }),
          ],
          ['upheld', t('console.workshopDisputes.uphold')],
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
        {mutation.isPending ? t('console.workshopDisputes.deciding') : t('console.workshopDisputes.decide')}
      </Button>
    </form>
  );
}
