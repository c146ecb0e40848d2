import { useQuery } from '@tanstack/react-query';
import { workshopRoutes } from '@skillswap/contracts/routes/workshops';
import { callApi } from '@/lib/api-client.ts';

/** Explore's "Featured" row: each load is a new turn of the rotation, so it is never cached between searches. */
export const useFeaturedMembers = (search: string, category: string | null) =>
  useQuery({
    queryKey: ['explore', 'featured', search, category],
    queryFn: ({ signal }) =>
      callApi(workshopRoutes.listFeaturedMembers, {
        query: { ...(search ? { search } : {}), ...(category ? { category } : {}) },
        signal,
      }),
    staleTime: Infinity,
  });
