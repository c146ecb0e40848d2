import { useState } from 'react';
import type { AdminVerification } from '@skillswap/contracts/verification/schemas';
import { toast } from '@/components/layout/toast.ts';
import { LoadingPanel } from '@/components/status/loading-panel.tsx';
import { RetryPanel } from '@/components/status/retry-panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useDecideVerification, useVerificationQueue } from '../api/identity-verifications.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

/**
 * /admin/verifications: Premium members' identity verification requests, oldest first (ADR 114). Approving
 * gives the verified badge while the member's plan includes it; either decision needs a note, which the
 * member receives in the app and by mail. The server refuses a moderator's own request (own cause).
 */
export function VerificationsPage() {
  const queue = useVerificationQueue();
  const { t } = useTranslation();
  return (
    <section className="grid gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('console.verifications.title')}</h1>
        <p className="text-muted-foreground">{t('console.verifications.description')}</p>
      </header>
      {queue.isPending ? (
        <LoadingPanel label={t('console.verifications.loading')} className="py-12" />
      ) : queue.isError ? (
        <RetryPanel
          message={t('console.verifications.loadFailed')}
          onRetry={() => void queue.refetch()}
          className="py-12"
        />
      ) : queue.data.items.length === 0 ? (
        <p className="rounded-lg border p-6 text-center text-muted-foreground">
          {t('console.verifications.none')}
        </p>
      ) : (
        <ul className="grid gap-4">
          {queue.data.items.map((request) => (
            <li key={request.id}>
              <VerificationCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VerificationCard({ request }: { request: AdminVerification }) {
  const { t } = useTranslation();
  const decide = useDecideVerification(request.id);
  const [note, setNote] = useState('');
  const noteId = `verification-note-${request.id}`;
  const act = (decision: 'approve' | 'decline') =>
    decide.mutate(
      { decision, note },
      {
        onSuccess: () =>
          toast.success(
            t(decision === 'approve' ? 'console.verifications.approved' : 'console.verifications.declined'),
          ),
        onError: (error) => toast.error(getErrorMessage(error, t('console.verifications.failed'))),
      },
    );
  return (
    <article
      aria-label={t('console.verifications.request', { name: request.member.fullName })}
      className="grid gap-3 rounded-xl border p-4"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          <a href={`/members/${request.member.id}`} className="underline">
            {request.member.fullName}
          </a>{' '}
          <span className="text-sm font-normal text-muted-foreground">
            {request.member.email} · {t(`console.verifications.plan.${request.member.plan}`)}
          </span>
        </h2>
        <span className="text-sm text-muted-foreground">
          {t('console.verifications.waiting', { minutes: request.waitedMinutes })}
        </span>
      </header>
      <p className="text-sm whitespace-pre-line">{request.note}</p>
      <a
        href={request.linkUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-sm break-all underline"
      >
        {request.linkUrl}
      </a>
      <div className="grid gap-1.5">
        <Label htmlFor={noteId}>{t('console.verifications.note')}</Label>
        <Textarea
          id={noteId}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button disabled={decide.isPending || note.trim() === ''} onClick={() => act('approve')}>
          {t('console.verifications.approve')}
        </Button>
        <Button
          variant="outline"
          disabled={decide.isPending || note.trim() === ''}
          onClick={() => act('decline')}
        >
          {t('console.verifications.decline')}
        </Button>
      </div>
    </article>
  );
}
