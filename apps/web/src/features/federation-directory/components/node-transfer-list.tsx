import type { MemberNodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import { Button } from '@/components/ui/button.tsx';
import type { Translate } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The other member of a transfer as both statements show them, "name · node". A proposal the next exchange
 * never answered has no name for the payee: then the exchange alone.
 */
export function partnerOf(transfer: MemberNodeTransfer): string {
  const label = transfer.side === 'payer' ? transfer.payeeLabel : transfer.payerLabel;
  return label.replace(/^\s*·\s*/, '');
}

/** What the member reads as the transfer's state, from their side of it. */
function stateKey(transfer: MemberNodeTransfer): string {
  if (transfer.state === 'validated') {
    return `federationDirectory.transfers.state.validated.${transfer.side}`;
  }
  // An erasure says why when this exchange knows: expired, never reached the next exchange, or refused.
  if (transfer.state === 'erased' && transfer.erasedBecause && transfer.erasedBecause !== 'cancelled') {
    return `federationDirectory.transfers.state.${transfer.erasedBecause}`;
  }
  return `federationDirectory.transfers.state.${transfer.state}`;
}

/** Only the payer approves or cancels, and only while the proposal awaits their approval (ADR 184). */
export const awaitsMyApproval = (transfer: MemberNodeTransfer) =>
  transfer.side === 'payer' && transfer.state === 'validated';

interface NodeTransferListProps {
  transfers: MemberNodeTransfer[];
  t: Translate;
  /** A day as the app writes dates (useFormatters().date). */
  formatDate: (value: string) => string;
  /** The transfer an approval or a cancel is on its way for: its buttons wait. */
  busyId: string | null;
  onApprove: (transfer: MemberNodeTransfer) => void;
  onCancel: (transfer: MemberNodeTransfer) => void;
}

/**
 * The member's transfers with members of other exchanges, each under its own heading: who with, the hours,
 * what for, its state in words and the day it was proposed; a proposal awaiting the member's approval has
 * Approve and Cancel. Hooks-free, so the page's section gives it the words and the actions.
 */
export function NodeTransferList({
  transfers,
  t,
  formatDate,
  busyId,
  onApprove,
  onCancel,
}: NodeTransferListProps) {
  return (
    <ul className="grid divide-y rounded-md border">
      {transfers.map((transfer) => {
        const partner = partnerOf(transfer);
        const values = { hours: transfer.hours, partner };
        return (
          <li key={transfer.id} className="grid gap-1 px-3 py-2 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h3 className="font-medium wrap-anywhere">
                {t(
                  transfer.side === 'payer'
                    ? 'federationDirectory.transfers.to'
                    : 'federationDirectory.transfers.from',
                  { partner },
                )}
              </h3>
              <span
                className={cn(
                  'font-semibold whitespace-nowrap',
                  transfer.side === 'payer' ? 'text-destructive' : 'text-success',
                )}
              >
                {t('federationDirectory.transfers.hours', { hours: transfer.hours })}
              </span>
            </div>
            <p className="wrap-anywhere text-muted-foreground">{transfer.description}</p>
            <p className="text-xs text-muted-foreground">
              <span>{t(stateKey(transfer))}</span>
              {' · '}
              <time dateTime={transfer.createdAt}>{formatDate(transfer.createdAt)}</time>
            </p>
            {awaitsMyApproval(transfer) && (
              <div className="flex flex-wrap justify-end gap-2 pt-1">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busyId === transfer.id}
                  aria-label={t('federationDirectory.transfers.cancelFor', values)}
                  onClick={() => onCancel(transfer)}
                >
                  {t('federationDirectory.transfers.cancel')}
                </Button>
                <Button
                  size="sm"
                  disabled={busyId === transfer.id}
                  aria-label={t('federationDirectory.transfers.approveFor', values)}
                  onClick={() => onApprove(transfer)}
                >
                  {t('federationDirectory.transfers.approve')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
