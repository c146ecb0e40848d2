import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { SkillCategory } from '@skillswap/contracts/shared/categories';
import { advancedFilterKeys, type AdvancedFilters } from '@skillswap/contracts/explore/filters';
import { exploreSearchFromParams } from '@skillswap/contracts/explore/search';

/**
 * The search lives in the address (?q=…&category=…&community=…), so a search can be shared and Back restores
 * the previous one. Typing replaces the entry (no history step per keystroke); picking a category adds one.
 */
export function useExploreSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The server reads the address the same way when it puts the first results in the HTML (ADR 82).
  const search = exploreSearchFromParams(searchParams);

  const update = useCallback(
    (key: 'q' | 'category' | 'community', value: string | null, replace: boolean) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace },
      );
    },
    [setSearchParams],
  );

  const setQuery = useCallback((q: string) => update('q', q.trim() || null, true), [update]);
  const setCategory = useCallback(
    (category: SkillCategory | null) => update('category', category, false),
    [update],
  );
  /** Keeps the members of one of the member's communities, or everyone (null); a history step. */
  const setCommunity = useCallback(
    (community: string | null) => update('community', community, false),
    [update],
  );
  /** Replaces every advanced filter at once (one history step); null clears them. */
  const setFilters = useCallback(
    (filters: AdvancedFilters | null) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const key of advancedFilterKeys) {
          const value = filters?.[key];
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      });
    },
    [setSearchParams],
  );
  return { search, setQuery, setCategory, setCommunity, setFilters };
}
