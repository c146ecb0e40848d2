import { skillCategories, type SkillCategory } from '../shared/categories.ts';
import { advancedFiltersFromParams, type AdvancedFilters } from './filters.ts';

/** What Explore lists, as its address says (`/explore?q=…&category=…`, and the advanced filters). */
export interface ExploreSearch {
  q: string;
  category: SkillCategory | null;
  /** Premium and up (ADR 86); null when the address holds none. */
  filters: AdvancedFilters | null;
  /** A community's slug (`?community=`): only its members; null for everyone. */
  community: string | null;
}

/** Members on one page of Explore's results. */
export const explorePageSize = 24;

/**
 * Explore's search read from its address: the text trimmed, the category matched whatever its case (an
 * unknown one is no filter). The page and the server that renders its first results read an address
 * (URLSearchParams) the same way.
 */
export function exploreSearchFromParams(params: { get(name: string): string | null }): ExploreSearch {
  const category = params.get('category')?.toLowerCase();
  return {
    q: (params.get('q') ?? '').trim(),
    category: skillCategories.find((known) => known.toLowerCase() === category) ?? null,
    filters: advancedFiltersFromParams(params),
    community: params.get('community')?.trim() || null,
  };
}
