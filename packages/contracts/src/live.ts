import { z } from 'zod';

/** What changed for the member; the app refetches what shows it (ADR 65). */
export const liveEventKinds = ['message', 'notification', 'swap'] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/**
 * The `data:` line of an event. `resync` (sent without an id) means the events asked for are no longer kept:
 * refetch everything shown.
 */
export const liveEventDataSchema = z.object({ swapId: z.uuid().nullable() });
export type LiveEventData = z.infer<typeof liveEventDataSchema>;

/** Comment lines keep idle streams open through proxies; a client that hears nothing for longer reconnects. */
export const liveHeartbeatMs = 20_000;
