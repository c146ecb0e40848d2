import type { SwapDetail } from '@skillswap/contracts/swap-lifecycle';

const eventWords: Record<string, string> = {
  requested: 'sent the request',
  edited: 'changed the request',
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled the swap',
  expired: 'The request expired',
  confirmed: 'confirmed',
  completed: 'The swap was completed',
  disputed: 'opened a dispute',
};

/** Events no member made: expiry, completion, and an operator's resolution of a dispute. */
const eventWordsWithoutActor: Record<string, string> = {
  cancelled: 'The swap was cancelled',
};

/** The swap's history, oldest first, from its recorded events. */
export function SwapTimeline({ swap }: { swap: SwapDetail }) {
  const nameOf = (actorId: string | null) => {
    if (!actorId) return null;
    const isMe = (swap.myRole === 'requester' ? swap.requester.id : swap.recipient.id) === actorId;
    if (isMe) return 'You';
    return swap.requester.id === actorId ? swap.requester.fullName : swap.recipient.fullName;
  };
  return (
    <section aria-labelledby="swap-history" className="grid gap-3">
      <h2 id="swap-history" className="text-lg font-semibold">
        History
      </h2>
      <ol className="grid gap-2 border-s ps-4">
        {swap.events.map((event, index) => {
          const actor = event.type === 'completed' || event.type === 'expired' ? null : nameOf(event.actorId);
          const words =
            (actor ? null : eventWordsWithoutActor[event.type]) ?? eventWords[event.type] ?? event.type;
          return (
            <li key={`${event.createdAt}-${index}`} className="text-sm">
              <span className="font-medium">{actor ? `${actor} ${words}` : words}</span>
              {event.note && <span className="text-muted-foreground">: {event.note}</span>}
              <time dateTime={event.createdAt} className="block text-xs text-muted-foreground">
                {new Date(event.createdAt).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
