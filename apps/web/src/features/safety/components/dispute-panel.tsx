import { Scale } from 'lucide-react';
import { useState } from 'react';
import { disputeStatementLimit } from '@skillswap/contracts/disputes';
import type { DisputeView } from '@skillswap/contracts/disputes';
import { FormField } from '@/components/forms/form-field.tsx';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useDispute, useSaveDisputeStatement } from '../api/dispute.ts';

interface DisputePanelProps {
  swapId: string;
  myId: string;
  /** The swap's two members, to name who said what. */
  members: { id: string; fullName: string }[];
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** A disputed swap's two sides: "Under review by SkillSwap", then the outcome and SkillSwap's note. */
export function DisputePanel({ swapId, myId, members }: DisputePanelProps) {
  const dispute = useDispute(swapId, true);
  if (!dispute.data) return null;
  const view = dispute.data;
  const nameOf = (id: string | null) =>
    id === myId ? 'You' : (members.find((member) => member.id === id)?.fullName ?? 'Former member');
  const isUnderReview = view.status === 'under_review';
  return (
    <Card role="region" aria-labelledby="dispute-title">
      <CardHeader>
        <CardTitle as="h2" id="dispute-title" className="flex items-center gap-2">
          <Scale aria-hidden="true" />
          {isUnderReview ? 'Under review by SkillSwap' : 'Resolved by SkillSwap'}
        </CardTitle>
        <CardDescription>
          Dispute opened {formatDate(view.openedAt)}
          {view.resolution ? `, resolved ${formatDate(view.resolution.resolvedAt)}` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {view.resolution && <Outcome resolution={view.resolution} />}
        <Statement author={nameOf(view.openedBy)} text={view.reason} label="opened the dispute" />
        {view.statement && (
          <Statement
            author={nameOf(view.statement.memberId)}
            text={view.statement.text}
            label={view.statement.updatedAt !== view.statement.createdAt ? 'replied (edited)' : 'replied'}
          />
        )}
        {!view.statement && isUnderReview && view.openedBy === myId && (
          <p className="text-sm text-muted-foreground">
            The other member can add their side. SkillSwap reads both before deciding.
          </p>
        )}
        {(view.canAddStatement || view.canEditStatement) && <StatementForm swapId={swapId} view={view} />}
      </CardContent>
    </Card>
  );
}

function Statement({ author, text, label }: { author: string; text: string; label: string }) {
  return (
    <figure className="grid gap-1 rounded-md border p-3">
      <figcaption className="text-xs font-medium text-muted-foreground">
        {author} {label}
      </figcaption>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </figure>
  );
}

function Outcome({ resolution }: { resolution: NonNullable<DisputeView['resolution']> }) {
  return (
    <div className="grid gap-1 rounded-md bg-muted p-3 text-sm">
      <p className="font-medium">
        {resolution.outcome === 'cancelled'
          ? 'Outcome: the swap was cancelled and any SkillCoin held for it released.'
          : `Outcome: settled at ${resolution.requesterHours} h and ${resolution.recipientHours} h.`}
      </p>
      <p>SkillSwap’s note: “{resolution.note}”</p>
    </div>
  );
}

function StatementForm({ swapId, view }: { swapId: string; view: DisputeView }) {
  const isEdit = view.canEditStatement;
  const [isOpen, setIsOpen] = useState(!isEdit);
  const [text, setText] = useState(view.statement?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const mutation = useSaveDisputeStatement(swapId);
  if (!isOpen) {
    return (
      <Button variant="outline" className="justify-self-start" onClick={() => setIsOpen(true)}>
        Edit your statement
      </Button>
    );
  }
  const submit = () => {
    const statement = text.trim();
    if (statement.length < 10) {
      setError('Please tell us what happened in at least 10 characters');
      return;
    }
    mutation.mutate(
      { statement, isEdit },
      {
        onSuccess: () => {
          toast.success(isEdit ? 'Statement updated' : 'Statement sent to SkillSwap');
          setIsOpen(false);
        },
        onError: (failure) => toast.error(getErrorMessage(failure, 'Your statement could not be saved')),
      },
    );
  };
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label="Your side of the story" error={error}>
        {(control) => (
          <Textarea
            rows={4}
            maxLength={disputeStatementLimit}
            value={text}
            {...control}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
        )}
      </FormField>
      <p className="text-xs text-muted-foreground">
        Both of you and SkillSwap can read it. You can edit it until the dispute is resolved.
      </p>
      <Button type="submit" className="justify-self-start" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : isEdit ? 'Save Statement' : 'Add Statement'}
      </Button>
    </form>
  );
}
