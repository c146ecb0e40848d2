// The contact module's public entry (ADR 0059): the public contact form and the operator's inbox.
export { contactRoutes } from './contact.routes.ts';
export { contactInboxRoutes } from './contact-inbox.routes.ts';
export { anonymizeContactMessagesOf } from './contact-erasure.repository.ts';
export { changeContactStatus, fileMemberRequest, listContactMessages } from './contact.service.ts';
