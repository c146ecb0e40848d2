import { boardExpiryReminderDays } from '@skillswap/contracts/board/schemas';
import type { Db } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { claimPostsToRemind } from './board.repository.ts';
import { boardPostLink } from './board.service.ts';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Reminds authors, in the app and by mail, that a post expires within two days, with the link to renew it.
 * The claim and the reminder commit together (ADR 88), so across any number of processes each post's
 * reminder is queued once; renewing clears the claim for the next one. Answers true when a batch was full.
 */
export async function sendBoardExpiryReminders(
  context: { db: Db; now: Date; publicUrl: string },
  limit = 100,
): Promise<boolean> {
  const { now } = context;
  const claimed = await context.db.transaction(async (tx) => {
    const posts = await claimPostsToRemind(tx, {
      now,
      windowEnd: new Date(now.getTime() + boardExpiryReminderDays * dayMs),
      limit,
    });
    for (const post of posts) {
      await notify(
        tx,
        { publicUrl: context.publicUrl, now },
        {
          memberId: post.authorId,
          type: 'board_post_expiring',
          title: { key: 'board.yourBoardPostExpires', values: { title: post.title } },
          body: {
            key: 'board.yourLeavesTheBoard',
            values: {
              kind: post.kind,
              title: post.title,
              date: post.expiresAt.toUTCString(),
              days: post.lifetimeDays,
            },
          },
          link: boardPostLink(post.id),
        },
      );
    }
    return posts.length;
  });
  return claimed === limit;
}
