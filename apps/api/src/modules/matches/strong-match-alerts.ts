import type { Match } from '@skillswap/contracts/matches/schemas';
import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { claimAnnouncement, filterUnannounced } from './match-digest.repository.ts';
import { scoreMatch } from './match-score.ts';
import { prepareSearch } from './matches-context.ts';
import { isPriorityMember, listCandidates } from './matches.repository.ts';
import { listMatches } from './matches.service.ts';

/** A strong match (ADR 115): each teaches the other something, and the score reaches this (of 100). */
export const strongMatchScore = 40;
/** Premium members checked per profile save, the likeliest first, so a save stays quick at any size. */
const priorityMembersChecked = 10;
const matchesConsidered = 20;
/**
 * Of the saver's own new strong matches, at most this many are announced per save; the digest has the rest.
 */
const ownAlertsPerSave = 3;

const isStrong = (match: Pick<Match, 'kind' | 'score'>) =>
  match.kind === 'mutual' && match.score >= strongMatchScore;

interface AlertContext {
  db: Db;
  now: Date;
  publicUrl: string;
}

/**
 * Priority matching's instant alert (ADR 115), run when a member saves their profile: each Premium-or-up
 * member for whom the saved member is now a strong match among their own matches is told at once, in the app
 * and by mail as their notification settings say, instead of waiting for the weekly digest; and so is the
 * saver, if on Premium, of their own new strong matches. Each pair is announced once, ever.
 */
export async function announceStrongMatches(context: AlertContext, memberId: string): Promise<number> {
  const { db, now } = context;
  const { seeker, query } = await prepareSearch(db, memberId);
  const candidates = await listCandidates(db, { ...query, direction: 'either' });
  const alerts: Array<{ to: string; match: Match }> = [];
  if (await isPriorityMember(db, memberId)) {
    const strong = (await listMatches({ db, now }, memberId, matchesConsidered)).items.filter(isStrong);
    const fresh = await filterUnannounced(
      db,
      memberId,
      strong.map((match) => match.profile.id),
    );
    const news = strong.filter((match) => fresh.has(match.profile.id)).slice(0, ownAlertsPerSave);
    for (const match of news) alerts.push({ to: memberId, match });
  }
  const likely = candidates
    .filter((candidate) => candidate.isPriority)
    .flatMap((candidate) => {
      const match = scoreMatch(seeker, candidate, now);
      return match?.kind === 'mutual' ? [{ id: candidate.id, score: match.score }] : [];
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, priorityMembersChecked);
  for (const { id } of likely) {
    const theirs = await listMatches({ db, now }, id, matchesConsidered);
    const found = theirs.items.find((match) => match.profile.id === memberId);
    if (found && isStrong(found)) alerts.push({ to: id, match: found });
  }
  let sent = 0;
  for (const alert of alerts) {
    const isNew = await db.transaction(async (tx) => {
      if (!(await claimAnnouncement(tx, alert.to, alert.match.profile.id, now))) return false;
      const name = alert.match.profile.full_name?.trim() || 'A member';
      await notify(
        tx,
        { publicUrl: context.publicUrl, now },
        {
          memberId: alert.to,
          type: 'strong_match',
          title: { key: 'matches.newStrongMatch', values: { name } },
          body: { key: 'matches.youHearOfIt', values: { reason: alert.match.reasons[0] ?? '' } },
          link: `/members/${alert.match.profile.id}`,
        },
      );
      return true;
    });
    if (isNew) sent += 1;
  }
  return sent;
}
