import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveEndpoints } from '@skillswap/contracts/live/endpoints';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { liveHeartbeatMs } from '@skillswap/contracts/live/schemas';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { AppError } from '../../lib/errors.ts';
import { getMember } from '../../lib/http/request-caller.ts';
import { createLiveHub, type LiveStream } from './live-hub.ts';
import { formatEvent, formatResync, readLastEventId, streamLifetimeMs } from './sse.ts';

/** A client that reads nothing while this much waits unsent is gone or hostile; its stream is dropped. */
const maxBufferedBytes = 256 * 1024;

/** Server-Sent Events for the signed-in member's open tabs (ADR 65). */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const hub = createLiveHub(database, app.log);

  // Open streams never finish by themselves: end them before the server waits for requests in flight.
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => hub.stop());

  app.route({
    ...endpointRoute(liveEndpoints.events),
    handler: async (request, reply) => {
      const member = getMember(request);
      const lastEventId = readLastEventId(request.headers['last-event-id']);
      if (lastEventId === 'invalid') {
        throw new AppError(errorCodes.validation, 'live.lastEventIdMust');
      }
      await hub.ensureListening();
      const start = await hub.findStart(member.userId, lastEventId);
      const lifetimeMs = streamLifetimeMs(request.headers.authorization, clock.now());

      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Reverse proxies (nginx) must pass each event on at once rather than buffer the answer.
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
        // The connection ends with the stream, so a server shutting down is not left waiting on
        // an idle socket.
        connection: 'close',
      });
      response.write(start.isResync ? formatResync() : ': live\n\n');

      let isOpen = true;
      const stream: LiveStream = {
        memberId: member.userId,
        sessionId: member.sessionId,
        lastSeq: start.afterSeq,
        send(events) {
          if (!isOpen) return;
          for (const event of events) response.write(formatEvent(event));
          stream.lastSeq = events[events.length - 1]!.seq;
          if (response.writableLength > maxBufferedBytes) stream.close();
        },
        close() {
          if (!isOpen) return;
          isOpen = false;
          clearInterval(heartbeat);
          clearTimeout(expiry);
          hub.remove(stream);
          response.end();
        },
      };
      const heartbeat = setInterval(() => response.write(': \n\n'), liveHeartbeatMs);
      // The stream lives no longer than the access token that opened it; the client reconnects with a new
      // one. It also ends at once with its session or its member's suspension (the hub hears those, ADR 79).
      const expiry = setTimeout(() => stream.close(), lifetimeMs);
      response.on('close', () => stream.close());
      hub.add(stream);
      // A client that left while the stream was being prepared has already fired its 'close'.
      if (request.raw.destroyed || response.destroyed) stream.close();
    },
  });
};
