import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { skillCategories, type SkillCategory } from '@skillswap/contracts/categories';
import type { ProfileSearch } from '../api/list-profiles.ts';

function toCategory(value: string | null): SkillCategory | null {
  if (!value) return null;
  return skillCategories.find((category) => category.toLowerCase() === value.toLowerCase()) ?? null;
}

/**
 * The search lives in the address (?q=…&category=…), so a search can be shared and Back restores the
 * previous one. Typing replaces the entry (no history step per keystroke); picking a category adds one.
 */
export function useExploreSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search: ProfileSearch = {
    q: (searchParams.get('q') ?? '').trim(),
    category: toCategory(searchParams.get('category')),
  };

  const update = useCallback(
    (key: 'q' | 'category', value: string | null, replace: boolean) => {
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
  return { search, setQuery, setCategory };
}
