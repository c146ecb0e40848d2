import {
  boardQuerySchema,
  type createBoardPostSchema,
  type BoardPage,
  type BoardPost,
  type BoardPostDetail,
} from '@skillswap/contracts/board/schemas';
import { canonicalSkills, normalizeSkill } from '@skillswap/contracts/shared/skill-taxonomy';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { locateNear } from '../../lib/distance.ts';
import { locateCityByText } from '../../lib/gazetteer.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { boardCommunity } from '../communities/index.ts';
import { findSwap, toSwapRequests } from '../swaps/index.ts';
import {
  findAuthorCard,
  findDigestPosts,
  findMemberSkills,
  findVisiblePost,
  insertPost,
  listPosts,
  listResponseSwapIds,
  lockPost,
  updatePost,
  type BoardFilter,
  type BoardPostRow,
  type ListedPost,
  type ViewerSkills,
} from './board.repository.ts';
import { queueBoardPostWebhooks } from './board-webhooks.ts';

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

export function toBoardPost(listed: ListedPost & { fit?: number }, viewerId: string, now: Date): BoardPost {
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
    community: listed.community,
    fit: listed.fit ?? null,
    status: statusOf(post, now),
    closedReason: post.status === 'closed' ? post.closedReason : null,
    lifetimeDays: post.lifetimeDays,
    expiresAt: post.expiresAt.toISOString(),
    createdAt: post.createdAt.toISOString(),
    author: { id: post.authorId, fullName: listed.authorName, avatarUrl: listed.authorAvatarUrl },
    helper: listed.helper,
    isMine: post.authorId === viewerId,
    responseCount: listed.responseCount,
  };
}

/**
 * A verified member posts a need or an offer (the access hook has checked the address). Their profile must be
 * public: whoever answers is sent to it, and a request to a private profile cannot be made. A helper posting
 * for the member is named on the post (ADR 198).
 */
export async function createBoardPost(
  db: Db,
  options: {
    authorId: string;
    helper: { id: string; name: string } | null;
    input: z.output<typeof createBoardPostSchema>;
    now: Date;
  },
): Promise<BoardPost> {
  const { authorId, helper, input, now } = options;
  const author = await findAuthorCard(db, authorId);
  if (!author?.is_listed) {
    throw new AppError(errorCodes.profileIncomplete, 'board.makeYourProfilePublic');
  }
  await enforceRateLimit(db, { key: `board-post:member:${authorId}`, now, ...boardPostRateLimit });
  const skill = normalizeSkill(input.skill);
  const community = input.community
    ? await boardCommunity(db, { slug: input.community, memberId: authorId, purpose: 'post' })
    : null;
  const place = input.isOnline && !input.city ? null : locatePostCity(input.city!);
  const post = await db.transaction(async (tx) => {
    const row = await insertPost(tx, {
      authorId,
      kind: input.kind,
      title: input.title,
      description: input.description,
      skill: skill.canonical,
      category: skill.category,
      hours: input.hours,
      isOnline: input.isOnline,
      city: place?.city ?? null,
      cityLatitude: place?.latitude ?? null,
      cityLongitude: place?.longitude ?? null,
      communityId: community?.id ?? null,
      helperId: helper?.id ?? null,
      lifetimeDays: input.lifetimeDays,
      expiresAt: new Date(now.getTime() + input.lifetimeDays * dayMs),
      createdAt: now,
      updatedAt: now,
    });
    await queueBoardPostWebhooks(tx, { postId: row.id, type: 'board_post.created', now });
    return row;
  });
  return toBoardPost(
    {
      post,
      authorName: author.full_name ?? '',
      authorAvatarUrl: author.avatar_url,
      helper,
      responseCount: 0,
      community: community && { slug: community.slug, name: community.name },
    },
    authorId,
    now,
  );
}

/**
 * The city of a post as its author wrote it, with its centre from the offline gazetteer so that distance
 * searches find it (city precision only, ADR 86). A city the gazetteer does not know is refused: such a post
 * could never be found nearby.
 */
function locatePostCity(city: string) {
  const point = locateCityByText(city);
  if (!point) {
    throw new AppError(errorCodes.validation, 'board.unknownCity', { values: { city } });
  }
  return { city, latitude: point.latitude, longitude: point.longitude };
}

/** The viewer's skills under their canonical names, and the categories they fall in (ADR 119). */
async function viewerSkillsOf(db: Db, viewerId: string): Promise<ViewerSkills> {
  const skills = await findMemberSkills(db, viewerId);
  const categoriesOf = (labels: string[]) => [
    ...new Set(labels.flatMap((label) => normalizeSkill(label).category ?? [])),
  ];
  return {
    teaches: canonicalSkills(skills.skills_offered),
    learns: canonicalSkills(skills.skills_wanted),
    teachCategories: categoriesOf(skills.skills_offered),
    learnCategories: categoriesOf(skills.skills_wanted),
  };
}

/** The board's filters of the address, as the repository applies them; a community is checked first. */
async function toBoardFilter(
  db: Db,
  query: z.output<typeof boardQuerySchema>,
  viewerId: string,
  skills: ViewerSkills | null,
): Promise<BoardFilter> {
  const term = query.q?.toLowerCase();
  const community = query.community
    ? await boardCommunity(db, { slug: query.community, memberId: viewerId, purpose: 'read' })
    : null;
  return {
    ...(term ? { term } : {}),
    ...(query.skill ? { skill: normalizeSkill(query.skill).canonical } : {}),
    ...(query.category ? { category: query.category } : {}),
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.online ? { isOnline: query.online === 'true' } : {}),
    ...(query.near ? { near: locateNear(query.near, query.withinKm) } : {}),
    ...(community ? { communityId: community.id } : {}),
    ...(query.forMe === 'true' && skills ? { fit: { skills, level: 2 } } : {}),
  };
}

/**
 * One page of the board. Newest first; or best match first (ADR 119): the posts of fit 2, then 1, then 0
 * (`fitSql`), newest first within each, the cursor carrying the fit of the last post, so pages never repeat
 * or skip a post while the viewer's skills stay the same.
 */
export async function listBoard(
  db: Db,
  options: { viewerId: string; query: z.output<typeof boardQuerySchema>; now: Date },
): Promise<BoardPage> {
  const { query, viewerId, now } = options;
  const isBest = query.sort === 'best' && query.mine !== 'true';
  const skills = query.forMe === 'true' || isBest ? await viewerSkillsOf(db, viewerId) : null;
  const filter = await toBoardFilter(db, query, viewerId, skills);
  const [cursorFit, createdAt, id] = query.cursor ?? [isBest ? 2 : 0, null, null];
  const page = { viewerId, now, mine: query.mine === 'true', limit: query.limit + 1 };
  const rows: Array<ListedPost & { fit?: number }> = [];
  // A level no post can reach (no skills, or none on the side the kind filter keeps) is not read at all.
  const sides = (teach: string[], learn: string[]) =>
    (query.kind !== 'offer' && teach.length > 0) || (query.kind !== 'need' && learn.length > 0);
  const isReachable = [
    true,
    skills !== null && sides(skills.teachCategories, skills.learnCategories),
    skills !== null && sides(skills.teaches, skills.learns),
  ];
  const levels =
    isBest && !filter.fit ? [2, 1, 0].filter((level) => level <= cursorFit && isReachable[level]) : [null];
  for (const level of levels) {
    const after = createdAt && id && (level === null || level === cursorFit) ? { createdAt, id } : undefined;
    const found = await listPosts(db, {
      ...page,
      filter: level === null ? filter : { ...filter, fit: { skills: skills!, level } },
      after,
      limit: page.limit - rows.length,
    });
    rows.push(...found.map((row) => (level === null ? row : { ...row, fit: level })));
    if (rows.length > query.limit) break;
  }
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => toBoardPost(row, viewerId, now)),
    nextCursor:
      rows.length > query.limit && last
        ? boardQuerySchema.shape.cursor.unwrap().encode([last.fit ?? 0, last.post.createdAt, last.post.id])
        : null,
  };
}

/** A post in the weekly digest: what it is and where to answer it. */
export interface DigestPost {
  id: string;
  kind: BoardPost['kind'];
  title: string;
  skill: string;
  hours: number;
  link: string;
}

/**
 * Posts for the member's weekly digest (ADR 119): the newest open posts that fit their skills exactly and
 * that no earlier digest announced; the caller records them with `recordDigestPosts` in
 * the digest's transaction.
 */
export async function postsForDigest(
  db: Db,
  options: { memberId: string; now: Date; limit: number },
): Promise<DigestPost[]> {
  const skills = await viewerSkillsOf(db, options.memberId);
  if (skills.teaches.length === 0 && skills.learns.length === 0) return [];
  const rows = await findDigestPosts(db, { ...options, skills });
  return rows.map(({ post }) => ({
    id: post.id,
    kind: post.kind,
    title: post.title,
    skill: post.skill,
    hours: Number(post.hours),
    link: boardPostLink(post.id),
  }));
}

/** A post; its author also sees the swap requests that answered it. */
export async function getBoardPost(
  db: Db,
  options: { viewerId: string; postId: string; now: Date },
): Promise<BoardPostDetail> {
  const listed = await findVisiblePost(db, options.postId, options.viewerId);
  if (!listed) throw notFound('common.postNotFound');
  const isAuthor = listed.post.authorId === options.viewerId;
  if (!isAuthor && statusOf(listed.post, options.now) === 'hidden') throw notFound('common.postNotFound');
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
    if (!post) throw notFound('common.postNotFound');
    if (post.authorId !== options.authorId) throw forbidden('board.onlyTheAuthorCan');
    if (post.hiddenAt) throw conflict('board.skillswapHidThisPost');
    if (options.action === 'close') {
      if (post.status === 'closed') return;
      await updatePost(tx, post.id, { status: 'closed', closedReason: 'author', updatedAt: now });
      await queueBoardPostWebhooks(tx, { postId: post.id, type: 'board_post.closed', now });
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
