import { useQuery } from '@tanstack/react-query';
import { adminRoutes } from '@skillswap/contracts/admin/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export function useTeam() {
  return useQuery({
    queryKey: consoleKeys.team,
    queryFn: ({ signal }) => callApi(adminRoutes.listTeam, { signal }),
  });
}
