import {
  boardQuerySchema,
  type createBoardPostSchema,
  type BoardPage,
  type BoardPost,
  type BoardPostDetail,
} from '@skillswap/contracts/board';
import { canonicalSkills, normalizeSkill } from '@skillswap/contracts/skill-taxonomy';
import { errorCodes } from '@skillswap/contracts/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { findSwap, toSwapRequests } from '../swaps/index.ts';
import {
  findAuthorCard,
  findMemberSkills,
  findVisiblePost,
  insertPost,
  listPosts,
  listResponseSwapIds,
  lockPost,
  updatePost,
  type BoardPostRow,
  type ListedPost,
} from './board.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** Anti-abuse limit on posting: enough for a busy member, too few to flood the board. */
export const boardPostRateLimit = { limit: 10, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Where the web app shows a post. */
export const boardPostLink = (postId: string) => `/board/${postId}`;

/** The post's state as members see it. */
function statusOf(post: BoardPostRow, now: Date): BoardPost['status'] {
  if (post.hiddenAt) return 'hidden';
  if (post.status === 'closed') return 'closed';
  return post.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

export function toBoardPost(listed: ListedPost, viewerId: string, now: Date): BoardPost {
  const { post } = listed;
  return {
    id: post.id,
    kind: post.kind,
    title: post.title,
    description: post.description,
    skill: post.skill,
    category: post.category,
    hours: Number(post.hours),
    isOnline: post.isOnline,
    city: post.city,
    communityId: post.communityId,
    status: statusOf(post, now),
    closedReason: post.status === 'closed' ? post.closedReason : null,
    lifetimeDays: post.lifetimeDays,
    expiresAt: post.expiresAt.toISOString(),
    createdAt: post.createdAt.toISOString(),
    author: { id: post.authorId, fullName: listed.authorName, avatarUrl: listed.authorAvatarUrl },
    isMine: post.authorId === viewerId,
    responseCount: listed.responseCount,
  };
}

/**
 * A verified member posts a need or an offer (the access hook has checked the address). Their profile must be
 * public: whoever answers is sent to it, and a request to a private profile cannot be made.
 */
export async function createBoardPost(
  db: Db,
  options: { authorId: string; input: z.output<typeof createBoardPostSchema>; now: Date },
): Promise<BoardPost> {
  const { authorId, input, now } = options;
  const author = await findAuthorCard(db, authorId);
  if (!author?.is_listed) {
    throw new AppError(
      errorCodes.profileIncomplete,
      'Make your profile public before you post: members who answer need to see who is asking.',
    );
  }
  await enforceRateLimit(db, { key: `board-post:member:${authorId}`, now, ...boardPostRateLimit });
  const skill = normalizeSkill(input.skill);
  const post = await insertPost(db, {
    authorId,
    kind: input.kind,
    title: input.title,
    description: input.description,
    skill: skill.canonical,
    category: skill.category,
    hours: input.hours,
    isOnline: input.isOnline,
    city: input.isOnline ? (input.city ?? null) || null : input.city!,
    lifetimeDays: input.lifetimeDays,
    expiresAt: new Date(now.getTime() + input.lifetimeDays * dayMs),
    createdAt: now,
    updatedAt: now,
  });
  return toBoardPost(
    { post, authorName: author.full_name ?? '', authorAvatarUrl: author.avatar_url, responseCount: 0 },
    authorId,
    now,
  );
}

export async function listBoard(
  db: Db,
  options: { viewerId: string; query: z.output<typeof boardQuerySchema>; now: Date },
): Promise<BoardPage> {
  const { query, viewerId, now } = options;
  const term = query.q?.toLowerCase();
  const skills = query.forMe === 'true' ? await findMemberSkills(db, viewerId) : null;
  const rows = await listPosts(db, {
    viewerId,
    now,
    mine: query.mine === 'true',
    filter: {
      ...(term ? { term } : {}),
      ...(query.skill ? { skill: normalizeSkill(query.skill).canonical } : {}),
      ...(query.category ? { category: query.category } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...(query.online ? { isOnline: query.online === 'true' } : {}),
      ...(query.city ? { city: query.city } : {}),
      ...(skills
        ? {
            fits: {
              teaches: canonicalSkills(skills.skills_offered),
              learns: canonicalSkills(skills.skills_wanted),
            },
          }
        : {}),
    },
    after: query.cursor ? { createdAt: query.cursor[0], id: query.cursor[1] } : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    items: page.map((row) => toBoardPost(row, viewerId, now)),
    nextCursor:
      hasMore && last
        ? boardQuerySchema.shape.cursor.unwrap().encode([last.post.createdAt, last.post.id])
        : null,
  };
}

/** A post; its author also sees the swap requests that answered it. */
export async function getBoardPost(
  db: Db,
  options: { viewerId: string; postId: string; now: Date },
): Promise<BoardPostDetail> {
  const listed = await findVisiblePost(db, options.postId, options.viewerId);
  if (!listed) throw notFound('Post not found');
  const isAuthor = listed.post.authorId === options.viewerId;
  if (!isAuthor && statusOf(listed.post, options.now) === 'hidden') throw notFound('Post not found');
  let responses: BoardPostDetail['responses'] = null;
  if (isAuthor) {
    const swaps = [];
    for (const id of await listResponseSwapIds(db, listed.post.id)) {
      const swap = await findSwap(db, id);
      if (swap) swaps.push(swap);
    }
    responses = await toSwapRequests(db, swaps, options.viewerId);
  }
  return { data: toBoardPost(listed, options.viewerId, options.now), responses };
}

type AuthorAction = 'renew' | 'close' | 'reopen';

/**
 * The author renews (a full lifetime again from now, with a new reminder), closes or reopens their post.
 * A post SkillSwap hid cannot be put back on the board by its author.
 */
export async function changeBoardPost(
  db: Db,
  options: { authorId: string; postId: string; action: AuthorAction; now: Date },
): Promise<BoardPost> {
  const { now } = options;
  await db.transaction(async (tx) => {
    const post = await lockPost(tx, options.postId);
    if (!post) throw notFound('Post not found');
    if (post.authorId !== options.authorId) throw forbidden('Only the author can change this post');
    if (post.hiddenAt) throw conflict('SkillSwap hid this post; it cannot go back on the board');
    if (options.action === 'close') {
      if (post.status === 'closed') return;
      await updatePost(tx, post.id, { status: 'closed', closedReason: 'author', updatedAt: now });
      return;
    }
    const isExpired = post.expiresAt.getTime() <= now.getTime();
    if (options.action === 'reopen' && post.status === 'open') return;
    const expiry =
      options.action === 'renew' || isExpired
        ? { expiresAt: new Date(now.getTime() + post.lifetimeDays * dayMs), expiryRemindedAt: null }
        : {};
    await updatePost(tx, post.id, { status: 'open', closedReason: null, ...expiry, updatedAt: now });
  });
  return (await getBoardPost(db, { viewerId: options.authorId, postId: options.postId, now })).data;
}
