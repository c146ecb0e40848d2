import { Handshake } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RemoteSwapRequest } from '@skillswap/contracts/federation/swap-request-schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import {
  useAnswerRemoteSwapRequest,
  useCancelRemoteSwapRequest,
  useRemoteSwapRequests,
} from '../api/remote-swap-requests.ts';
import { isAwaitingAnswer, isCancellable, requestStateKey } from '../request-swap.ts';
import { BlockRemoteMemberButton } from './block-remote-member-button.tsx';
import { SwapRequestConversation } from './swap-request-conversation.tsx';

/**
 * "Swap requests with other exchanges" on My Swaps, where their notifications lead (ADR 206): requests the
 * member sent to members of other exchanges and received from them, each partner as "name · node", with
 * Accept and Decline on one that waits for the member's answer, Cancel on one of theirs that waits for the
 * other's (ADR 212), each request's conversation (ADR 210), and reporting (ADR 219) or blocking (ADR 213) the
 * other member. `reportAction` is the report button the route brings from the moderation feature.
 */
export function RemoteSwapRequestsSection({
  reportAction,
}: {
  reportAction?: (request: RemoteSwapRequest, partner: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const requests = useRemoteSwapRequests();
  const answer = useAnswerRemoteSwapRequest();
  const cancel = useCancelRemoteSwapRequest();
  const busyId = answer.isPending ? answer.variables.id : cancel.isPending ? cancel.variables : null;

  const onAnswer = (id: string, how: 'accept' | 'decline') =>
    answer.mutate(
      { id, answer: how },
      {
        onSuccess: () =>
          toast.success(
            t(
              how === 'accept'
                ? 'federationDirectory.requests.accepted'
                : 'federationDirectory.requests.declined',
            ),
          ),
        onError: (failure) =>
          toast.error(getErrorMessage(failure, t('federationDirectory.requests.answerFailed'))),
      },
    );

  const onCancel = (id: string, partner: string) =>
    cancel.mutate(id, {
      onSuccess: (request) =>
        request.state === 'cancelled'
          ? toast.success(t('federationDirectory.requests.cancelled'))
          : toast.info(t('federationDirectory.requests.answeredFirst', { partner })),
      onError: (failure) =>
        toast.error(getErrorMessage(failure, t('federationDirectory.requests.cancelFailed'))),
    });

  const items = requests.data?.requests ?? [];
  return (
    <section aria-labelledby="remote-swap-requests-title">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="remote-swap-requests-title" className="flex items-center gap-2">
            <Handshake aria-hidden="true" className="size-5 text-primary" />
            {t('federationDirectory.requests.title')}
          </CardTitle>
          <CardDescription>{t('federationDirectory.requests.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {requests.isPending ? (
            <Skeleton className="h-16" />
          ) : requests.isError ? (
            <p className="text-sm text-muted-foreground">{t('federationDirectory.requests.loadFailed')}</p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('federationDirectory.requests.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {items.map((request) => {
                const partner = request.side === 'sent' ? request.recipientLabel : request.requesterLabel;
                return (
                  <li key={request.id} className="grid min-w-0 gap-1 rounded-md border p-3">
                    <h3 className="font-medium wrap-anywhere">
                      {t(
                        request.side === 'sent'
                          ? 'federationDirectory.requests.to'
                          : 'federationDirectory.requests.from',
                        { partner },
                      )}
                    </h3>
                    <p className="text-sm wrap-anywhere whitespace-pre-line">{request.message}</p>
                    <p className="text-sm text-muted-foreground">
                      {t(requestStateKey(request))} · {format.date(request.createdAt)}
                    </p>
                    {request.refusal && <p className="text-sm text-muted-foreground">{request.refusal}</p>}
                    {isAwaitingAnswer(request) && (
                      <div className="flex flex-wrap gap-2 pt-1">
                        <Button
                          size="sm"
                          disabled={busyId !== null}
                          aria-label={t('federationDirectory.requests.acceptFor', { partner })}
                          onClick={() => onAnswer(request.id, 'accept')}
                        >
                          {t('federationDirectory.requests.accept')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={busyId !== null}
                          aria-label={t('federationDirectory.requests.declineFor', { partner })}
                          onClick={() => onAnswer(request.id, 'decline')}
                        >
                          {t('federationDirectory.requests.decline')}
                        </Button>
                      </div>
                    )}
                    {isCancellable(request) && (
                      <Button
                        size="sm"
                        variant="outline"
                        className="justify-self-start"
                        disabled={busyId !== null}
                        aria-label={t('federationDirectory.requests.cancelFor', { partner })}
                        onClick={() => onCancel(request.id, partner)}
                      >
                        {t('federationDirectory.requests.cancel')}
                      </Button>
                    )}
                    <SwapRequestConversation request={request} partner={partner} />
                    <div className="flex flex-wrap gap-2">
                      {reportAction?.(request, partner)}
                      <BlockRemoteMemberButton
                        address={request.side === 'sent' ? request.recipient : request.requester}
                        partner={partner}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
