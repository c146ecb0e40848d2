import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@skillswap/contracts/routes/admin';
import { callApi } from '@/lib/api-client.ts';

export function useTeam() {
  return useQuery({
    queryKey: ['admin', 'team'],
    queryFn: ({ signal }) => callApi(adminRoutes.listTeam, { signal }),
  });
}
