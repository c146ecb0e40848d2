import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { listEndedSessionIds } from '../auth/index.ts';
import { findEventRange, listEventsAfter, type LiveEventRow } from './live.repository.ts';

/**
 * The channel the migration's commit trigger NOTIFYs on, with `memberId:lastSeq`; and, from the triggers of
 * migration 0055, `session-ended:<id>` when a session ends and `member-ended:<id>` when a member is suspended
 * or deleted (ADR 79).
 */
export const liveChannel = 'live_events';
const sessionEnded = 'session-ended:';
const memberEnded = 'member-ended:';
/** Events read per query when a stream catches up; a longer backlog is read in several. */
const batchSize = 200;
/** A member's tabs on one process; opening one more closes the oldest (a tab that never said goodbye). */
export const maxStreamsPerMember = 10;

/** One open stream, as the hub sees it. */
export interface LiveStream {
  memberId: string;
  /** The session whose access token opened the stream; the stream ends with it. */
  sessionId: string | null;
  /** The last event number this stream has sent. */
  lastSeq: number;
  send(events: LiveEventRow[]): void;
  close(): void;
}

/** Where a new stream starts, and whether the member must refetch everything first. */
export interface StreamStart {
  afterSeq: number;
  isResync: boolean;
}

/**
 * This process's open streams, by member. A NOTIFY (from any process, after commit) wakes the streams of that
 * member only, and one query per member reads what they have not sent yet, straight from the table: a member
 * never receives another member's events, and a lost NOTIFY is made good by the next one or by a reconnect.
 */
export function createLiveHub(database: Database, logger: FastifyBaseLogger) {
  const streams = new Map<string, Set<LiveStream>>();
  const reading = new Set<string>();
  const readAgain = new Set<string>();
  let listening: Promise<() => Promise<void>> | null = null;

  const allStreams = () => [...streams.values()].flatMap((open) => [...open]);

  /** Closes the streams of a session that ended, or of a member suspended or deleted, at once. */
  function closeEnded(payload: string): boolean {
    if (payload.startsWith(sessionEnded)) {
      const sessionId = payload.slice(sessionEnded.length);
      for (const stream of allStreams()) if (stream.sessionId === sessionId) stream.close();
      return true;
    }
    if (payload.startsWith(memberEnded)) {
      for (const stream of [...(streams.get(payload.slice(memberEnded.length)) ?? [])]) stream.close();
      return true;
    }
    return false;
  }

  /**
   * After a lost connection: endings NOTIFYed meanwhile were missed, so the open streams' sessions are read.
   */
  async function closeStreamsOfEndedSessions() {
    const sessionIds = [...new Set(allStreams().flatMap((stream) => stream.sessionId ?? []))];
    const ended = new Set(await listEndedSessionIds(database.db, sessionIds));
    for (const stream of allStreams()) if (stream.sessionId && ended.has(stream.sessionId)) stream.close();
  }

  const onResumed = () => {
    for (const memberId of streams.keys()) wake(memberId);
    closeStreamsOfEndedSessions().catch((error: unknown) => {
      logger.warn({ err: error }, 'live streams could not be checked against their sessions');
    });
  };

  function onNotify(payload: string) {
    if (closeEnded(payload)) return;
    const [memberId, seq] = payload.split(':');
    const open = memberId ? streams.get(memberId) : undefined;
    if (!open) return;
    if ([...open].every((stream) => stream.lastSeq >= Number(seq))) return;
    wake(memberId!);
  }

  /** Reads and sends what the member's streams have not sent; one read at a time per member. */
  function wake(memberId: string) {
    if (reading.has(memberId)) {
      readAgain.add(memberId);
      return;
    }
    reading.add(memberId);
    void (async () => {
      try {
        do {
          readAgain.delete(memberId);
          await catchUp(memberId);
        } while (readAgain.has(memberId));
      } catch (error) {
        // The database is unreachable: the streams stay open and catch up on the next NOTIFY or resume.
        logger.warn({ err: error, memberId }, 'live events could not be read');
      } finally {
        reading.delete(memberId);
      }
    })();
  }

  async function catchUp(memberId: string) {
    for (;;) {
      const open = streams.get(memberId);
      if (!open || open.size === 0) return;
      const from = Math.min(...[...open].map((stream) => stream.lastSeq));
      const events = await listEventsAfter(database.db, memberId, from, batchSize);
      for (const stream of streams.get(memberId) ?? []) {
        const unsent = events.filter((event) => event.seq > stream.lastSeq);
        if (unsent.length > 0) stream.send(unsent);
      }
      if (events.length < batchSize) return;
    }
  }

  return {
    /** Starts this process's listening connection, once; later calls wait for the same start. */
    ensureListening(): Promise<unknown> {
      listening ??= database.listen(liveChannel, { onNotify, onResumed }).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      return listening;
    },

    /** Where a stream resuming after `lastEventId` (or opening fresh, when null) starts. */
    async findStart(memberId: string, lastEventId: number | null): Promise<StreamStart> {
      const { lastSeq, oldestKept } = await findEventRange(database.db, memberId);
      if (lastEventId === null) return { afterSeq: lastSeq, isResync: false };
      // Ahead of the counter (a restored database) or behind what is kept: the gap cannot be replayed.
      const isGone =
        lastEventId > lastSeq || (lastEventId < lastSeq && (oldestKept ?? Infinity) > lastEventId + 1);
      return isGone ? { afterSeq: lastSeq, isResync: true } : { afterSeq: lastEventId, isResync: false };
    },

    /** Adds an open stream and sends it anything committed since its start. */
    add(stream: LiveStream) {
      const open = streams.get(stream.memberId) ?? new Set<LiveStream>();
      streams.set(stream.memberId, open);
      open.add(stream);
      if (open.size > maxStreamsPerMember) open.values().next().value?.close();
      wake(stream.memberId);
    },

    remove(stream: LiveStream) {
      const open = streams.get(stream.memberId);
      open?.delete(stream);
      if (open?.size === 0) streams.delete(stream.memberId);
    },

    /** Ends every stream (server shutdown); clients reconnect, to another process behind the balancer. */
    closeAll() {
      for (const stream of allStreams()) stream.close();
    },

    async stop() {
      const stopListening = await listening?.catch(() => null);
      await stopListening?.();
    },

    get streamCount() {
      let count = 0;
      for (const open of streams.values()) count += open.size;
      return count;
    },
  };
}
