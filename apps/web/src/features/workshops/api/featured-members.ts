import { useQuery } from '@tanstack/react-query';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { callApi } from '@/lib/api-client.ts';
import { usePageData } from '@/lib/page-data.ts';
import { workshopsKeys } from './keys.ts';

/**
 * Explore's "Featured" row: each load is a new turn of the rotation, so it is never cached between searches.
 * The row the server sent with the page (the same for every viewer) is this load's turn for its search: it is
 * shown as it is, not asked for again, so the row is there from the first paint and the results below it
 * never move.
 */
export function useFeaturedMembers(search: string, category: string | null) {
  const embedded = usePageData().explore;
  const featured =
    embedded?.featured && embedded.search.q === search && embedded.search.category === category
      ? embedded.featured
      : undefined;
  return useQuery({
    queryKey: workshopsKeys.featured(search, category),
    queryFn: ({ signal }) =>
      callApi(workshopRoutes.listFeaturedMembers, {
        query: { ...(search ? { search } : {}), ...(category ? { category } : {}) },
        signal,
      }),
    staleTime: Infinity,
    ...(featured ? { initialData: { items: featured }, initialDataUpdatedAt: embedded?.fetchedAt } : {}),
  });
}
