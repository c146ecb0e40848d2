import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { federationLinks, federationNodeRoutes } from '../../db/schema/index.ts';
import type { LinkRow } from './federation.repository.ts';

/** The live link a node is routed through: the branch that announced it beneath itself (ADR 218). */
export async function findRoute(db: DbOrTx, node: string): Promise<LinkRow | null> {
  const [row] = await db
    .select({ link: federationLinks })
    .from(federationNodeRoutes)
    .innerJoin(federationLinks, eq(federationLinks.id, federationNodeRoutes.viaLink))
    .where(and(eq(federationNodeRoutes.node, node), ne(federationLinks.status, 'ended')));
  return row?.link ?? null;
}

/** The nodes routed through one link, by name. */
export async function listRoutesVia(db: DbOrTx, linkId: string): Promise<string[]> {
  const rows = await db
    .select({ node: federationNodeRoutes.node })
    .from(federationNodeRoutes)
    .where(eq(federationNodeRoutes.viaLink, linkId))
    .orderBy(federationNodeRoutes.node);
  return rows.map((row) => row.node);
}

/** Every route, as the console lists them under their links. */
export async function listRoutes(db: DbOrTx): Promise<Array<{ node: string; viaLink: string }>> {
  return db
    .select({ node: federationNodeRoutes.node, viaLink: federationNodeRoutes.viaLink })
    .from(federationNodeRoutes)
    .orderBy(federationNodeRoutes.node);
}

/**
 * Every node beneath this one, as it tells its trunk: the peers of its live branch links and the nodes routed
 * through them. A paused branch stays beneath: what is sent toward it is refused as paused, not as unknown.
 */
export async function listNodesBeneath(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ node: string }>(sql`
    SELECT peer_name AS node FROM federation_links WHERE peer_role = 'branch' AND status <> 'ended'
    UNION
    SELECT r.node FROM federation_routes r JOIN federation_links l ON l.id = r.via_link
    WHERE l.peer_role = 'branch' AND l.status <> 'ended'
    ORDER BY node`);
  return result.rows.map((row) => row.node);
}

/** The names of this node's live links, which an announcement never takes over. */
export async function listLivePeerNames(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ name: federationLinks.peerName })
    .from(federationLinks)
    .where(ne(federationLinks.status, 'ended'));
  return rows.map((row) => row.name);
}

/**
 * Replaces the routes through a link (the link is locked) with `nodes`: those no other link holds are taken,
 * the rest are answered as refused. Answers the nodes added and removed, and those refused.
 */
export async function replaceRoutesVia(
  db: DbOrTx,
  input: { linkId: string; nodes: string[]; now: Date },
): Promise<{ added: string[]; removed: string[]; refused: string[] }> {
  const before = new Set(await listRoutesVia(db, input.linkId));
  const wanted = new Set(input.nodes);
  const gone = [...before].filter((node) => !wanted.has(node));
  if (gone.length > 0) {
    await db
      .delete(federationNodeRoutes)
      .where(and(eq(federationNodeRoutes.viaLink, input.linkId), inArray(federationNodeRoutes.node, gone)));
  }
  const fresh = [...wanted].filter((node) => !before.has(node));
  const taken =
    fresh.length === 0
      ? []
      : await db
          .insert(federationNodeRoutes)
          .values(fresh.map((node) => ({ node, viaLink: input.linkId, createdAt: input.now })))
          .onConflictDoNothing()
          .returning({ node: federationNodeRoutes.node });
  const added = new Set(taken.map((row) => row.node));
  return {
    added: [...added].sort(),
    removed: gone.sort(),
    refused: fresh.filter((node) => !added.has(node)).sort(),
  };
}

/** A link ended: nothing is routed through it any more. */
export async function deleteRoutesVia(db: DbOrTx, linkId: string): Promise<void> {
  await db.delete(federationNodeRoutes).where(eq(federationNodeRoutes.viaLink, linkId));
}
