import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkshopListQuery } from '@skillswap/contracts/workshops/schemas';
import { workshopRoutes } from '@skillswap/contracts/workshops/routes';
import { callApi } from '@/lib/api-client.ts';
import { workshopsKeys } from './keys.ts';

export function workshopListQueryOptions(query: WorkshopListQuery) {
  return queryOptions({
    queryKey: workshopsKeys.list(query),
    queryFn: ({ signal }) => callApi(workshopRoutes.listWorkshops, { query, signal }),
  });
}

export const useWorkshops = (query: WorkshopListQuery) => useQuery(workshopListQueryOptions(query));

/** Matches: upcoming workshops teaching a skill the member wants. */
export const useWorkshopsForMe = () =>
  useQuery({
    queryKey: workshopsKeys.forMe,
    queryFn: ({ signal }) => callApi(workshopRoutes.listWorkshopsForMe, { signal }),
  });
