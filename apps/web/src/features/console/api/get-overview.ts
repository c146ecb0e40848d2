import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@skillswap/contracts/admin/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export function useOverview() {
  return useQuery({
    queryKey: consoleKeys.overview,
    queryFn: ({ signal }) => callApi(adminRoutes.getOverview, { signal }),
  });
}
