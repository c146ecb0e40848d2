import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@skillswap/contracts/routes/admin';
import { callApi } from '@/lib/api-client.ts';

export function useOverview() {
  return useQuery({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => callApi(adminRoutes.getOverview, { signal }),
  });
}
