import { route } from '../shared/route.ts';

/** The conversation of a swap request across exchanges (ADR 210): members' calls and the node message. */
export const federationSwapMessageRoutes = {
  getRemoteSwapThread: route('GET', '/api/federation/swap-requests/:id/messages'),
  sendRemoteSwapMessage: route('POST', '/api/federation/swap-requests/:id/messages'),
  relayNodeSwapMessage: route('POST', '/api/federation/node-swap-requests/:id/messages'),
};
