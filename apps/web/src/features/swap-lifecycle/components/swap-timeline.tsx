import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle/schemas';
import { useFormatters } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

/** Events a member made ("You accepted", "Ana Lima opened a dispute"), by type. */
const actorEvents = new Set([
  'requested',
  'edited',
  'accepted',
  'declined',
  'cancelled',
  'confirmed',
  'disputed',
]);
/**
 * Events no member made: expiry, completion, an operator's resolution of a dispute, and in a community
 * (ADR 181) a coordinator's approval and an automatic acceptance (or why it could not be).
 */
const eventsWithoutActor = new Set([
  'cancelled',
  'expired',
  'completed',
  'accepted',
  'approved',
  'auto_accept_refused',
]);

/** The swap's history, oldest first, from its recorded events. */
export function SwapTimeline({ swap, timeZone }: { swap: SwapDetail; timeZone?: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters(timeZone);
  const myId = swap.myRole === 'requester' ? swap.requester.id : swap.recipient.id;
  const describe = (type: string, actorId: string | null) => {
    if (actorId && actorEvents.has(type)) {
      if (actorId === myId) return t(`swaps.history.you.${type}`);
      const name = swap.requester.id === actorId ? swap.requester.fullName : swap.recipient.fullName;
      return t(`swaps.history.other.${type}`, { name });
    }
    return eventsWithoutActor.has(type) ? t(`swaps.history.none.${type}`) : type;
  };
  return (
    <section aria-labelledby="swap-history" className="grid gap-3">
      <h2 id="swap-history" className="text-lg font-semibold">
        {t('swaps.history.title')}
      </h2>
      <ol className="grid gap-2 border-s ps-4">
        {swap.events.map((event, index) => {
          const actorId = event.type === 'completed' || event.type === 'expired' ? null : event.actorId;
          const words = describe(event.type, actorId);
          return (
            <li key={`${event.createdAt}-${index}`} className="text-sm">
              <span className="font-medium">{words}</span>
              {event.note && <span className="text-muted-foreground">: {event.note}</span>}
              <time dateTime={event.createdAt} className="block text-xs text-muted-foreground">
                {format.moment(event.createdAt)}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
