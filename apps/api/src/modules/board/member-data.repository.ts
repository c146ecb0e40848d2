import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { boardPosts } from '../../db/schema/index.ts';

/** The member's posts for their data download, whatever their state. */
export async function collectBoardData(db: DbOrTx, memberId: string) {
  const posts = await db
    .select({
      id: boardPosts.id,
      kind: boardPosts.kind,
      title: boardPosts.title,
      description: boardPosts.description,
      skill: boardPosts.skill,
      hours: boardPosts.hours,
      isOnline: boardPosts.isOnline,
      city: boardPosts.city,
      status: boardPosts.status,
      expiresAt: boardPosts.expiresAt,
      hiddenAt: boardPosts.hiddenAt,
      createdAt: boardPosts.createdAt,
    })
    .from(boardPosts)
    .where(eq(boardPosts.authorId, memberId))
    .orderBy(boardPosts.createdAt);
  return { boardPosts: posts };
}

/** The purge of a deleted member (30 days on): their posts go; the swap requests that answered them stay. */
export async function purgeBoardData(db: DbOrTx, memberId: string) {
  await db.delete(boardPosts).where(eq(boardPosts.authorId, memberId));
}
