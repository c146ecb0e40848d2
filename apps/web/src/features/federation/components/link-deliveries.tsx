import type { WaitingDeliveries } from '@skillswap/contracts/federation/schemas';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { cn } from '@/lib/cn.ts';

/**
 * The outcomes this node keeps sending over a link that the partner has not acknowledged yet (ADR 201): how
 * many, since when, how often tried, and the oldest ids to name to the partner's admins. Past a day the line
 * turns red, as the admins' alert (ADR 197) was sent.
 */
export function WaitingDeliveriesLine({
  waiting,
  peerName,
}: {
  waiting: WaitingDeliveries | undefined;
  peerName: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (!waiting) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p className={cn(waiting.isStuck ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        {t('federation.waiting.summary', {
          peer: peerName,
          count: waiting.transfers,
          hours: format.number(waiting.hours),
          since: format.moment(waiting.since),
          attempts: waiting.attempts,
        })}
        {waiting.isStuck && <> {t('federation.waiting.stuck', { peer: peerName })}</>}
      </p>
      <details>
        <summary className="cursor-pointer text-muted-foreground">
          {t('federation.waiting.ids', { peer: peerName })}
        </summary>
        <ul className="mt-1 grid gap-0.5 font-mono text-xs break-all" dir="ltr">
          {waiting.oldest.map((id) => (
            <li key={id}>{id}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
