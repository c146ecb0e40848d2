import { z } from 'zod';
import { liveRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const liveEndpoints = {
  events: defineEndpoint(liveRoutes.events, {
    tag: 'Live',
    summary: 'Stream the signed-in member’s live events',
    description: [
      'Server-Sent Events for the member’s new messages, notifications, swap changes and announcements in their',
      'communities. Each event has an `id` (the member’s event number), an `event` name (`message`,',
      '`notification`, `swap`, `community`) and a JSON `data` line: `{"swapId": …}`, or `{"communityId": …}`',
      'for `community` (an announcement posted, pinned or unpinned). Send `Last-Event-ID` to replay what was missed; when those events are no longer',
      'kept, a `resync` event says to refetch everything. A comment line comes every 20 s. The stream ends',
      'when the access token that opened it expires: reconnect with a fresh token and `Last-Event-ID`.',
    ].join(' '),
    access: 'member',
    produces: 'text/event-stream',
    responses: { 200: z.string().meta({ description: 'An endless text/event-stream.' }) },
    errors: { 400: ['validation_failed'], 403: ['mfa_required'] },
  }),
} satisfies Record<keyof typeof liveRoutes, Endpoint>;
