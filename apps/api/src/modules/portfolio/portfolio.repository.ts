import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { portfolioItems, profileBranding } from '../../db/schema/index.ts';

export type PortfolioRow = typeof portfolioItems.$inferSelect;

export function listItems(db: DbOrTx, memberId: string): Promise<PortfolioRow[]> {
  return db
    .select()
    .from(portfolioItems)
    .where(eq(portfolioItems.memberId, memberId))
    .orderBy(asc(portfolioItems.position), asc(portfolioItems.createdAt));
}

/** Serialises a member's changes to their portfolio, so two at once cannot pass the limit together. */
export async function lockPortfolio(tx: DbOrTx, memberId: string): Promise<void> {
  await tx.execute(sql`SELECT id FROM profiles WHERE id = ${memberId} FOR UPDATE`);
}

export async function isImageStored(db: DbOrTx, hash: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM avatars WHERE hash = ${hash}`);
  return result.rows.length > 0;
}

export async function insertItem(
  tx: DbOrTx,
  item: {
    memberId: string;
    position: number;
    title: string;
    description: string;
    linkUrl: string | null;
    imageHash: string;
    now: Date;
  },
): Promise<PortfolioRow> {
  const [row] = await tx
    .insert(portfolioItems)
    .values({ ...item, createdAt: item.now })
    .returning();
  return row!;
}

export async function setPosition(tx: DbOrTx, memberId: string, id: string, position: number) {
  await tx
    .update(portfolioItems)
    .set({ position })
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.memberId, memberId)));
}

export async function deleteItem(tx: DbOrTx, memberId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(portfolioItems)
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.memberId, memberId)))
    .returning({ id: portfolioItems.id });
  return rows.length > 0;
}

/** Whether the member's plan shows the portfolio (ADR 107) and the branding (ADR 113): Premium and up. */
export async function showsPortfolio(db: DbOrTx, memberId: string): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM profiles WHERE id = ${memberId} AND plan <> 'free' AND deleted_at IS NULL`,
  );
  return result.rows.length > 0;
}

export type BrandingRow = typeof profileBranding.$inferSelect;

/** The member's stored branding (ADR 113), shown or not. */
export async function findBranding(db: DbOrTx, memberId: string): Promise<BrandingRow | null> {
  const [row] = await db.select().from(profileBranding).where(eq(profileBranding.memberId, memberId));
  return row ?? null;
}

export async function saveBranding(
  db: DbOrTx,
  branding: { memberId: string; accent: string | null; coverHash: string | null; now: Date },
): Promise<BrandingRow> {
  const values = { accent: branding.accent, coverHash: branding.coverHash, updatedAt: branding.now };
  const [row] = await db
    .insert(profileBranding)
    .values({ memberId: branding.memberId, ...values })
    .onConflictDoUpdate({ target: profileBranding.memberId, set: values })
    .returning();
  return row!;
}

/** The member's portfolio items and branding as stored (shown or not), for their data export. */
export async function collectPortfolioData(db: DbOrTx, memberId: string) {
  const items = await listItems(db, memberId);
  const branding = await findBranding(db, memberId);
  const imageUrl = (hash: string | null) => (hash ? `/api/avatars/${hash}.webp` : null);
  return {
    portfolioItems: items.map(({ imageHash, memberId: _member, ...item }) => ({
      ...item,
      imageUrl: imageUrl(imageHash),
    })),
    branding: branding
      ? { accent: branding.accent, coverUrl: imageUrl(branding.coverHash), updatedAt: branding.updatedAt }
      : null,
  };
}
