// The direct-messages module's public entry (ADR 0116): Elite first messages, conversations without a swap
// request, at most 10 new ones a UTC day, to members who allow them; blocks are honoured both ways.
export { directMessagesRoutes } from './direct-messages.routes.ts';
export {
  collectDirectMessageData,
  findReportableDirectMessageSender,
  hideDirectMessage,
} from './direct-messages.repository.ts';
