import type { RemoteSwapRequest } from '@skillswap/contracts/federation/swap-request-schemas';

/** The most a request's message may hold, as the API takes it. */
export const maxRequestMessage = 1000;

/** The catalogue key that says a request's state from the member's side of it. */
export function requestStateKey(request: Pick<RemoteSwapRequest, 'side' | 'state'>): string {
  if (request.state === 'pending') return `federationDirectory.requests.state.pending.${request.side}`;
  return `federationDirectory.requests.state.${request.state}`;
}

/** Whether the member can still cancel a request they sent: it waits for an answer (ADR 212). */
export const isCancellable = (request: Pick<RemoteSwapRequest, 'side' | 'state'>) =>
  request.side === 'sent' && (request.state === 'pending' || request.state === 'sending');

/** Whether the member can answer the request now: it reached them and waits for their answer. */
export const isAwaitingAnswer = (request: Pick<RemoteSwapRequest, 'side' | 'state'>) =>
  request.side === 'received' && request.state === 'pending';
