import { formatSessionTime } from '@skillswap/contracts/shared/time-zones';
import type { DbOrTx } from '../../db/client.ts';
import type { ErrorMessage } from '../../lib/errors.ts';
import type { SwapRow } from '../swaps/index.ts';
import { skillTaughtIn } from './session-invites.ts';
import { findNextScheduledSession, findTimeZone } from './sessions.repository.ts';

/**
 * Why hours cannot be confirmed yet (product rules R3.3): the swap's next scheduled
 * session, named in the member's zone, or null when none lies in the future.
 */
export async function describeSessionAhead(
  db: DbOrTx,
  swap: SwapRow,
  memberId: string,
  now: Date,
): Promise<ErrorMessage | null> {
  const session = await findNextScheduledSession(db, swap.id, now);
  if (!session?.startsAt || !session.durationMinutes) return null;
  const timeZone = (await findTimeZone(db, memberId)) ?? 'UTC';
  const when = formatSessionTime(session.startsAt, session.durationMinutes, timeZone);
  return { key: 'sessions.sessionStillAhead', values: { skill: skillTaughtIn(session, swap), when } };
}
