// The messages module's public entry (ADR 0059): the message thread of each swap.
export { messagesRoutes } from './messages.routes.ts';
export { eraseMessagesOf } from './message-erasure.repository.ts';
export { hideMessage } from './message-hiding.repository.ts';
export { countUnreadBySwap, countUnreadTotal, listMessages } from './messages.repository.ts';
