import { explorePageSize, exploreSearchFromParams } from '@skillswap/contracts/explore/search';
import type { PageData } from '@skillswap/contracts/explore/page-data';
import { exploreQuerySchema } from '@skillswap/contracts/profiles/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { explorePublicProfiles } from '../explore/index.ts';
import { listFeaturedMembers } from '../workshops/index.ts';

/**
 * Explore's first page of results for the search in `url` (`/explore?q=…&category=…`), read from the address
 * as the page reads it, checked by the same contract as GET /api/profiles, and listed by the same service as
 * a visitor (no viewer: nothing a visitor could not fetch), with the "Featured" row for the same search (it
 * is the same for every viewer). Null when the API would refuse that search: the page then asks for it itself
 * and shows the refusal as it always has.
 */
export async function getExplorePageData({
  db,
  url,
  now,
}: {
  db: DbOrTx;
  url: string;
  now: Date;
}): Promise<PageData | null> {
  const search = exploreSearchFromParams(new URL(url, 'http://page.invalid').searchParams);
  // Advanced filters are a signed-in Premium member's search (ADR 86), and a community's members may be its
  // members' alone: nothing a visitor's page could hold.
  if (search.filters || search.community) return null;
  const query = exploreQuerySchema.safeParse({
    limit: explorePageSize,
    ...(search.q ? { q: search.q } : {}),
    ...(search.category ? { category: search.category } : {}),
  });
  if (!query.success) return null;
  const [page, featured] = await Promise.all([
    explorePublicProfiles(db, query.data, null),
    // The row's own endpoint reads the same search (GET /api/explore/featured?search=…&category=…); this load
    // takes its turn of the rotation here, and the page does not ask again.
    listFeaturedMembers(db, {
      ...(search.q ? { search: search.q } : {}),
      ...(search.category ? { category: search.category } : {}),
    }),
  ]);
  return { explore: { search, page, fetchedAt: now.getTime(), featured: featured.items } };
}
