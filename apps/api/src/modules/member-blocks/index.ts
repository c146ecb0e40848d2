// The member-blocks module's public entry (ADR 0074): a member blocks or unblocks another. It composes the
// blocks relation with the swap lifecycle (pending requests withdrawn), so it sits above both.
export { memberBlocksRoutes } from './member-blocks.routes.ts';
