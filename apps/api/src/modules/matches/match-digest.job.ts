import type { Match } from '@skillswap/contracts/matches/schemas';
import type { AppDeps } from '../../app-deps.ts';
import { mailTranslator } from '../../lib/i18n/mail-translator.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { postsForDigest, recordDigestPosts, type DigestPost } from '../board/index.ts';
import { notify } from '../notifications/index.ts';
import {
  claimDigest,
  filterUnannounced,
  listDigestRecipients,
  recordAnnouncements,
  type DigestRecipient,
} from './match-digest.repository.ts';
import { listMatches } from './matches.service.ts';
import { refreshAllQueuedSkillSets, ensureCurrentTaxonomy } from './skill-sets.repository.ts';

/** A digest at most this often per member; a little under a week, so a weekly run never skips a member. */
export const digestInterval = 6.5 * 86_400_000;
const matchesConsidered = 20;
const matchesPerDigest = 5;
const postsPerDigest = 5;
const recipientsPerPage = 200;

export interface DigestRunResult {
  considered: number;
  sent: number;
  /** True when members are still due after this run's limit. */
  hasMore: boolean;
}

type DigestDeps = Pick<AppDeps, 'config' | 'database' | 'clock'>;

/**
 * The weekly "new matches" e-mail. Each member who has not turned it off and whose last digest check is over
 * six and a half days old is claimed (stamped) atomically, then gets one e-mail through the outbox if they
 * have matches no earlier digest announced, recorded in the same transaction. Claiming first means two server
 * processes never send the same digest and one member's failure cannot hold up the rest: that member simply
 * waits for next week. Handles at most `limit` members a run, so the scheduler can call it often.
 */
export async function sendMatchDigests(
  deps: DigestDeps,
  options: { limit?: number } = {},
): Promise<DigestRunResult> {
  const { db } = deps.database;
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const now = deps.clock.now();
  const sentBefore = new Date(now.getTime() - digestInterval);
  await ensureCurrentTaxonomy(db);
  await refreshAllQueuedSkillSets(db);
  const result: DigestRunResult = { considered: 0, sent: 0, hasMore: false };
  while (result.considered < limit) {
    const pageSize = Math.min(recipientsPerPage, limit - result.considered);
    const recipients = await listDigestRecipients(db, { sentBefore, limit: pageSize });
    for (const recipient of recipients) {
      result.considered += 1;
      if (await sendDigest(deps, recipient, now, sentBefore)) result.sent += 1;
    }
    if (recipients.length < pageSize) return result;
  }
  result.hasMore = true;
  return result;
}

async function sendDigest(deps: DigestDeps, recipient: DigestRecipient, now: Date, sentBefore: Date) {
  const { db } = deps.database;
  if (!(await claimDigest(db, recipient.memberId, sentBefore, now))) return false;
  const { items } = await listMatches({ db, now }, recipient.memberId, matchesConsidered);
  const fresh = await filterUnannounced(
    db,
    recipient.memberId,
    items.map((match) => match.profile.id),
  );
  const news = items.filter((match) => fresh.has(match.profile.id)).slice(0, matchesPerDigest);
  const posts = await postsForDigest(db, { memberId: recipient.memberId, now, limit: postsPerDigest });
  if (news.length === 0 && posts.length === 0) return false;
  await db.transaction(async (tx) => {
    await recordAnnouncements(
      tx,
      recipient.memberId,
      news.map((match) => match.profile.id),
      now,
    );
    // Each post once per member: the digest's claim on this member is exclusive, and the record commits
    // with the mail (ADR 119).
    await recordDigestPosts(tx, { memberId: recipient.memberId, postIds: posts.map((p) => p.id), now });
    const t = mailTranslator(recipient.language ?? undefined);
    await enqueueMessage(tx, {
      to: recipient.email,
      subject: t('digest.subject'),
      text: writeDigest(t, recipient, news, posts, deps.config.PUBLIC_URL),
    });
    // Also a notification of the matches category (ADR 105), so a member who takes it gets a push; the digest
    // above is its e-mail, so the type is not one of the e-mail choices. A digest of board posts
    // alone has none.
    if (news.length > 0) {
      await notify(
        tx,
        { publicUrl: deps.config.PUBLIC_URL, now },
        {
          memberId: recipient.memberId,
          type: 'new_matches',
          title: { key: 'matches.newMatchesForYou' },
          body: { key: 'matches.newMembersMatchWhat', values: { names: news.map(matchName).join(', ') } },
          link: '/matches',
        },
      );
    }
  });
  return true;
}

const matchName = (match: Match) => match.profile.full_name?.trim() || 'Anonymous';

function writeDigest(
  t: ReturnType<typeof mailTranslator>,
  recipient: DigestRecipient,
  matches: readonly Match[],
  posts: readonly DigestPost[],
  publicUrl: string,
): string {
  const site = publicUrl.replace(/\/$/, '');
  const lines = matches.map((match) => `- ${matchName(match)}: ${match.reasons[0] ?? ''}`);
  const postLines = posts.map(
    (post) =>
      `- ${t(post.kind === 'need' ? 'digest.postNeeded' : 'digest.postOffered', { title: post.title, skill: post.skill, hours: post.hours })} ${site}${post.link}`,
  );
  const sections = [
    ...(lines.length > 0 ? [t('digest.intro'), '', ...lines, ''] : []),
    ...(postLines.length > 0 ? [t('digest.postsIntro'), '', ...postLines, ''] : []),
  ];
  return [
    recipient.fullName ? t('verify.greeting', { name: recipient.fullName }) : t('digest.greetingAnonymous'),
    '',
    ...sections,
    t('digest.seeAll', { url: `${site}/matches` }),
    '',
    t('digest.footer', { url: `${site}/settings` }),
  ].join('\n');
}
