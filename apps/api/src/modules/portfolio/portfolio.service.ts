import { errorCodes } from '@skillswap/contracts/shared/errors';
import { portfolioLimit, type Portfolio, type PortfolioItem } from '@skillswap/contracts/portfolio/schemas';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { getProfileDetail } from '../profiles/index.ts';
import {
  deleteItem,
  insertItem,
  isImageStored,
  listItems,
  lockPortfolio,
  setPosition,
  showsPortfolio,
  type PortfolioRow,
} from './portfolio.repository.ts';

const imageUrlOf = (hash: string) => `/api/avatars/${hash}.webp`;

function toItem(row: PortfolioRow): PortfolioItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    linkUrl: row.linkUrl,
    imageUrl: imageUrlOf(row.imageHash),
  };
}

export async function listMyPortfolio(db: Db, memberId: string): Promise<Portfolio> {
  return { items: (await listItems(db, memberId)).map(toItem) };
}

export async function createPortfolioItem(
  db: Db,
  memberId: string,
  input: { title: string; description: string; linkUrl: string | null; imageId: string },
  now: Date,
): Promise<PortfolioItem> {
  if (!(await isImageStored(db, input.imageId))) {
    throw new AppError(errorCodes.validation, 'portfolio.uploadTheImageAgain', { status: 422 });
  }
  return db.transaction(async (tx) => {
    await lockPortfolio(tx, memberId);
    const items = await listItems(tx, memberId);
    if (items.length >= portfolioLimit) {
      throw conflict('portfolio.aPortfolioHoldsUp', { limit: portfolioLimit });
    }
    const position = items.reduce((last, item) => Math.max(last, item.position), -1) + 1;
    const row = await insertItem(tx, {
      memberId,
      position,
      title: input.title,
      description: input.description,
      linkUrl: input.linkUrl,
      imageHash: input.imageId,
      now,
    });
    return toItem(row);
  });
}

export async function reorderPortfolio(db: Db, memberId: string, ids: string[]): Promise<Portfolio> {
  await db.transaction(async (tx) => {
    await lockPortfolio(tx, memberId);
    const current = new Set((await listItems(tx, memberId)).map((item) => item.id));
    const isPermutation = ids.length === current.size && new Set(ids).size === ids.length;
    if (!isPermutation || ids.some((id) => !current.has(id))) {
      throw new AppError(errorCodes.validation, 'portfolio.listEveryItemOf', {
        status: 422,
      });
    }
    for (const [position, id] of ids.entries()) await setPosition(tx, memberId, id, position);
  });
  return listMyPortfolio(db, memberId);
}

export async function removePortfolioItem(db: Db, memberId: string, id: string): Promise<void> {
  if (!(await deleteItem(db, memberId, id))) throw notFound('portfolio.itemNotFound');
}

/**
 * The portfolio a profile shows: 404 where the profile itself is (private, blocked, deleted), and nothing
 * while the owner's plan is below Premium; the items are kept for when it returns (ADR 107).
 */
export async function listProfilePortfolio(
  db: Db,
  profileId: string,
  viewerId: string | null,
): Promise<Portfolio> {
  await getProfileDetail(db, { id: profileId, viewerId });
  if (!(await showsPortfolio(db, profileId))) return { items: [] };
  return listMyPortfolio(db, profileId);
}
