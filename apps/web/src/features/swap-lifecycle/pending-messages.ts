/**
 * A message the member sent that the thread does not show yet: on its way, or refused and waiting for a
 * retry.
 */
export interface PendingMessage {
  /** The Idempotency-Key: a retry sends the same key, so the server never stores it twice. */
  key: string;
  body: string;
  status: 'sending' | 'failed' | 'sent';
  /** Once stored: the message's id, so it leaves this list when the thread shows it. */
  sentId?: string;
}

export function addPending(list: PendingMessage[], key: string, body: string): PendingMessage[] {
  return [...list, { key, body, status: 'sending' }];
}

export function setPendingStatus(
  list: PendingMessage[],
  key: string,
  status: PendingMessage['status'],
): PendingMessage[] {
  return list.map((message) => (message.key === key ? { ...message, status } : message));
}

export function markSent(list: PendingMessage[], key: string, sentId: string): PendingMessage[] {
  return list.map((message) => (message.key === key ? { ...message, status: 'sent', sentId } : message));
}

/** The pending messages the thread does not show yet. */
export function stillPending(list: PendingMessage[], shownIds: ReadonlySet<string>): PendingMessage[] {
  return list.filter((message) => !(message.sentId && shownIds.has(message.sentId)));
}

export function removePending(list: PendingMessage[], key: string): PendingMessage[] {
  return list.filter((message) => message.key !== key);
}

/** Enter sends; Shift+Enter starts a new line; an Enter that ends an IME composition does neither. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

/** Whether a scrolled list is at (or within `slackPx` of) its bottom, where new messages keep it. */
export function isNearBottom(
  box: { scrollTop: number; scrollHeight: number; clientHeight: number },
  slackPx = 80,
) {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= slackPx;
}

/**
 * "Seen" goes under the member's own newest message once the other member has read up to it, and only when
 * nothing from the other member came after it (their reply says more than "Seen").
 */
export function findSeenMessageId(
  items: readonly { id: string; isMine: boolean }[],
  seenUpTo: string | null,
): string | null {
  const newest = items.at(-1);
  if (!newest?.isMine || seenUpTo === null) return null;
  return Number(seenUpTo) >= Number(newest.id) ? newest.id : null;
}
