import type { ExploreSearch } from './search.ts';
import type { ExplorePage } from '../profiles/schemas.ts';
import type { FeaturedMember } from '../workshops/schemas.ts';

/**
 * Data the server writes into a page's HTML, as JSON in `<script type="application/json" id="page-data">`, so
 * the page renders with it at once instead of asking the API after its code has loaded (ADR 82).
 */
export interface PageData {
  /**
   * Explore's first page of results for `search`, as a visitor sees them; `fetchedAt` in epoch ms. `featured`
   * is the "Featured" row for the same search (this load's turn of the rotation), sent with the results so
   * the row is painted above them from the start instead of pushing them down when it arrives.
   */
  explore?: { search: ExploreSearch; page: ExplorePage; fetchedAt: number; featured?: FeaturedMember[] };
}

export const pageDataElementId = 'page-data';
