import type {
  RemoteSwapMessage,
  RemoteSwapThread,
} from '@skillswap/contracts/federation/swap-message-schemas';
import type { RemoteSwapRequest } from '@skillswap/contracts/federation/swap-request-schemas';

/** One line of a conversation as My Swaps shows it: the request's own message first, then the others. */
interface ConversationItem {
  id: string;
  mine: boolean;
  authorLabel: string;
  body: string;
  createdAt: string;
  /** The catalogue key that says how far one of the member's own messages got; null when nothing to say. */
  deliveryKey: string | null;
}

/** Whether either member may write now (ADR 210): while the request waits for an answer or is accepted. */
export const isConversationOpen = (request: Pick<RemoteSwapRequest, 'state'>) =>
  request.state === 'pending' || request.state === 'accepted';

function deliveryKeyOf(message: Pick<RemoteSwapMessage, 'mine' | 'delivery'>): string | null {
  if (!message.mine) return null;
  if (message.delivery === 'sending') return 'federationDirectory.conversation.delivery.sending';
  if (message.delivery === 'refused') return 'federationDirectory.conversation.delivery.refused';
  return null;
}

/**
 * The conversation in order: the request's message (written by its requester), then each message after it.
 */
export function conversationItems(thread: RemoteSwapThread): ConversationItem[] {
  const { request } = thread;
  return [
    {
      id: request.id,
      mine: request.side === 'sent',
      authorLabel: request.requesterLabel,
      body: request.message,
      createdAt: request.createdAt,
      deliveryKey: null,
    },
    ...thread.messages.map((message) => ({
      id: message.id,
      mine: message.mine,
      authorLabel: message.authorLabel,
      body: message.body,
      createdAt: message.createdAt,
      deliveryKey: deliveryKeyOf(message),
    })),
  ];
}
