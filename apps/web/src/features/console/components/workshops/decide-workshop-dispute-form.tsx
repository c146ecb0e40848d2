import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  decideWorkshopDisputeSchema,
  type DecideWorkshopDisputeInput,
  type WorkshopDispute,
} from '@skillswap/contracts/workshops/schemas';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { translateValidation } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDecideWorkshopDispute } from '../../api/workshops.ts';
import { DecisionNoteField, OutcomeChoice } from '../decision-fields.tsx';

/** The decision on one disputed seat: refund the learner from the host, or uphold; the note goes to both. */
export function DecideWorkshopDisputeForm({ dispute }: { dispute: WorkshopDispute }) {
  const { t } = useTranslation();
  const { skillCoins } = useFormatters();
  const mutation = useDecideWorkshopDispute(dispute.bookingId);
  const titleId = `decide-${dispute.bookingId}`;
  const { register, handleSubmit, setError, formState } = useForm<DecideWorkshopDisputeInput>({
    resolver: zodResolver(decideWorkshopDisputeSchema),
    defaultValues: { outcome: 'refunded', note: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      toast.success(t('console.workshopDisputes.decided'));
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['note'])) return;
      setError('root', { message: getErrorMessage(failure, t('console.workshopDisputes.decideFailed')) });
    }
  });

  return (
    <form aria-labelledby={titleId} className="grid gap-3" onSubmit={(event) => void submit(event)}>
      <h3 id={titleId} className="sr-only">
        {t('console.workshopDisputes.formTitle', { learner: dispute.learner.fullName })}
      </h3>
      <OutcomeChoice
        legend={t('console.workshopDisputes.decision')}
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
        field={register('outcome')}
      />
      <DecisionNoteField
        rows={2}
        field={register('note')}
        error={translateValidation(t, errors.note?.message) ?? errors.root?.message}
      />
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? t('console.workshopDisputes.deciding') : t('console.workshopDisputes.decide')}
      </Button>
    </form>
  );
}
