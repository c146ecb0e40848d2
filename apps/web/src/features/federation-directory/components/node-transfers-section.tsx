import { ArrowLeftRight } from 'lucide-react';
import type { MemberNodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';
import { useApproveNodeTransfer, useCancelNodeTransfer, useNodeTransfers } from '../api/node-transfers.ts';
import { NodeTransferList } from './node-transfer-list.tsx';

/**
 * "Transfers with other exchanges" on My Swaps, where the notifications about them lead: every transfer the
 * member sent to or received from a member of another exchange, and Approve or Cancel on a proposal that
 * waits for them.
 */
export function NodeTransfersSection() {
  const { t } = useTranslation();
  const format = useFormatters();
  const transfers = useNodeTransfers();
  const approve = useApproveNodeTransfer();
  const cancel = useCancelNodeTransfer();
  const busyId = approve.isPending ? approve.variables : cancel.isPending ? cancel.variables : null;

  // The same words as the card's "Send hours" once it approves or cancels.
  const onApprove = (transfer: MemberNodeTransfer) =>
    approve.mutate(transfer.id, {
      onSuccess: (done) => {
        const values = { hours: done.hours, payee: done.payeeLabel };
        toast.success(
          done.state === 'completed'
            ? t('federationDirectory.send.completed', values)
            : t('federationDirectory.send.pending', values),
        );
      },
      onError: (failure) =>
        toast.error(getErrorMessage(failure, t('federationDirectory.send.approveFailed'))),
    });
  const onCancel = (transfer: MemberNodeTransfer) =>
    cancel.mutate(transfer.id, {
      onSuccess: () => toast.success(t('federationDirectory.send.cancelled')),
      onError: (failure) => toast.error(getErrorMessage(failure, t('federationDirectory.send.cancelFailed'))),
    });

  const items = transfers.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="node-transfers-title">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="node-transfers-title" className="flex items-center gap-2">
            <ArrowLeftRight aria-hidden="true" className="size-5 text-primary" />
            {t('federationDirectory.transfers.title')}
          </CardTitle>
          <CardDescription>{t('federationDirectory.transfers.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          {transfers.isPending ? (
            <Skeleton className="h-16" />
          ) : transfers.isError ? (
            <p className="text-sm text-muted-foreground">{t('federationDirectory.transfers.loadFailed')}</p>
          ) : items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('federationDirectory.transfers.empty')}</p>
          ) : (
            <NodeTransferList
              transfers={items}
              t={t}
              formatDate={format.date}
              busyId={busyId ?? null}
              onApprove={onApprove}
              onCancel={onCancel}
            />
          )}
          {transfers.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              disabled={transfers.isFetchingNextPage}
              onClick={() => void transfers.fetchNextPage()}
            >
              {t(
                transfers.isFetchingNextPage
                  ? 'federationDirectory.transfers.loading'
                  : 'federationDirectory.transfers.older',
              )}
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
