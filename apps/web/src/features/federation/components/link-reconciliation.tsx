import type {
  LinkReconciliation,
  ReconciliationOutcome,
} from '@skillswap/contracts/federation/reconciliation';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

const outcomeKeys: Record<Exclude<ReconciliationOutcome, 'difference'>, string> = {
  matched: 'federation.reconcile.matched',
  unanswered: 'federation.reconcile.unanswered',
  refused: 'federation.reconcile.refused',
  moving: 'federation.reconcile.moving',
};

/**
 * A link's last check of its two ledgers (ADR 188), in words: matched, or what each side says is owed, said
 * of the side that owes as this node's ledger has it ("hub says riverside owes 5 h; riverside’s ledger
 * says 3 h").
 */
export function LinkReconciliationLine({
  check,
  nodeName,
  peerName,
}: {
  check: LinkReconciliation | undefined;
  nodeName: string;
  peerName: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!check) return <p className="text-sm text-muted-foreground">{t('federation.reconcile.never')}</p>;
  const time = format.moment(check.checkedAt);
  const isProblem = check.outcome === 'difference' || check.outcome === 'refused';
  let text: string;
  if (check.outcome === 'difference') {
    const ours = check.ours ?? 0;
    const sign = ours >= 0 ? 1 : -1;
    text = t('federation.reconcile.difference', {
      time,
      us: nodeName,
      debtor: ours >= 0 ? peerName : nodeName,
      peer: peerName,
      ours: format.number(sign * ours),
      theirs: format.number(sign * (check.theirs ?? 0)),
    });
  } else {
    text = t(outcomeKeys[check.outcome], { time, peer: peerName });
  }
  return (
    <p className={cn('text-sm', isProblem ? 'font-medium text-destructive' : 'text-muted-foreground')}>
      {text}
    </p>
  );
}
