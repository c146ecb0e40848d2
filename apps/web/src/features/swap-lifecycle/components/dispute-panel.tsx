import { zodResolver } from '@hookform/resolvers/zod';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  disputeStatementLimit,
  disputeStatementSchema,
  type DisputeView,
} from '@skillswap/contracts/swap-lifecycle/dispute-schemas';
import { FormField } from '@/components/forms/form-field.tsx';
import { setServerFieldErrors } from '@/components/forms/server-field-errors.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useValidationMessage } from '@/i18n/validation.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDispute, useSaveDisputeStatement } from '../api/dispute.ts';

interface DisputePanelProps {
  swapId: string;
  myId: string;
  /** The swap's two members, to name who said what. */
  members: { id: string; fullName: string }[];
}

/** A disputed swap's two sides: "Under review by SkillSwap", then the outcome and SkillSwap's note. */
export function DisputePanel({ swapId, myId, members }: DisputePanelProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const formatDate = format.date;
  const dispute = useDispute(swapId, true);
  if (!dispute.data) return null;
  const view = dispute.data;
  const nameOf = (id: string | null) =>
    id === myId
      ? null
      : (members.find((member) => member.id === id)?.fullName ?? t('safety.dispute.formerMember'));
  const isUnderReview = view.status === 'under_review';
  return (
    <Card role="region" aria-labelledby="dispute-title">
      <CardHeader>
        <CardTitle as="h2" id="dispute-title" className="flex items-center gap-2">
          <Scale aria-hidden="true" />
          {isUnderReview ? t('safety.dispute.underReview') : t('safety.dispute.resolved')}
        </CardTitle>
        <CardDescription>
          {view.resolution
            ? t('safety.dispute.openedResolved', {
                opened: formatDate(view.openedAt),
                resolved: formatDate(view.resolution.resolvedAt),
              })
            : t('safety.dispute.opened', { opened: formatDate(view.openedAt) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {view.resolution && <Outcome resolution={view.resolution} />}
        <Statement author={nameOf(view.openedBy)} text={view.reason} kind="opened" />
        {view.statement && (
          <Statement
            author={nameOf(view.statement.memberId)}
            text={view.statement.text}
            kind={view.statement.updatedAt !== view.statement.createdAt ? 'repliedEdited' : 'replied'}
          />
        )}
        {!view.statement && isUnderReview && view.openedBy === myId && (
          <p className="text-sm text-muted-foreground">{t('safety.dispute.otherSide')}</p>
        )}
        {(view.canAddStatement || view.canEditStatement) && <StatementForm swapId={swapId} view={view} />}
      </CardContent>
    </Card>
  );
}

function Statement({
  author,
  text,
  kind,
}: {
  /** Null: the member reading it. */
  author: string | null;
  text: string;
  kind: 'opened' | 'replied' | 'repliedEdited';
}) {
  const { t } = useTranslation();
  return (
    <figure className="grid gap-1 rounded-md border p-3">
      <figcaption className="text-xs font-medium text-muted-foreground">
        {author === null
          ? t(`safety.dispute.you.${kind}`)
          : t(`safety.dispute.other.${kind}`, { name: author })}
      </figcaption>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </figure>
  );
}

function Outcome({ resolution }: { resolution: NonNullable<DisputeView['resolution']> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
      <p className="font-medium">
        {resolution.outcome === 'cancelled'
          ? t('safety.dispute.outcomeCancelled')
          : t('safety.dispute.outcomeSettled', {
              requesterHours: resolution.requesterHours ?? 0,
              recipientHours: resolution.recipientHours ?? 0,
            })}
      </p>
      <p>{t('safety.dispute.note', { note: resolution.note })}</p>
    </div>
  );
}

type StatementValues = z.input<typeof disputeStatementSchema>;
type StatementInput = z.output<typeof disputeStatementSchema>;

function StatementForm({ swapId, view }: { swapId: string; view: DisputeView }) {
  const { t } = useTranslation();
  const validation = useValidationMessage();
  const isEdit = view.canEditStatement;
  const [isOpen, setIsOpen] = useState(!isEdit);
  const mutation = useSaveDisputeStatement(swapId);
  const { register, handleSubmit, setError, formState } = useForm<StatementValues, unknown, StatementInput>({
    resolver: zodResolver(disputeStatementSchema),
    defaultValues: { statement: view.statement?.text ?? '' },
  });
  if (!isOpen) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setIsOpen(true)}>
        {t('safety.dispute.edit')}
      </Button>
    );
  }
  const submit = handleSubmit(async ({ statement }) => {
    try {
      await mutation.mutateAsync({ statement, isEdit });
      toast.success(isEdit ? t('safety.dispute.updated') : t('safety.dispute.sent'));
      setIsOpen(false);
    } catch (failure) {
      if (setServerFieldErrors(setError, failure, ['statement'], validation)) return;
      toast.error(getErrorMessage(failure, t('safety.dispute.failed')));
    }
  });
  return (
    <form noValidate className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <FormField label={t('safety.dispute.label')} error={validation(formState.errors.statement?.message)}>
        {(control) => (
          <Textarea rows={4} maxLength={disputeStatementLimit} {...control} {...register('statement')} />
        )}
      </FormField>
      <p className="text-xs text-muted-foreground">{t('safety.dispute.hint')}</p>
      <Button type="submit" className="justify-self-start" disabled={formState.isSubmitting}>
        {formState.isSubmitting
          ? t('safety.dispute.saving')
          : isEdit
            ? t('safety.dispute.save')
            : t('safety.dispute.add')}
      </Button>
    </form>
  );
}
