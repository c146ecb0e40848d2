import { useInfiniteQuery } from '@tanstack/react-query';
import { adminAuditRoutes } from '@skillswap/contracts/admin-audit/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export interface AuditFilters {
  actor: string;
  member: string;
  event: string;
  from: string;
  to: string;
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: consoleKeys.audit(filters),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi(adminAuditRoutes.listAuditLog, {
        query: {
          actor: filters.actor || undefined,
          member: filters.member || undefined,
          event: filters.event || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          before: pageParam,
        },
        signal,
      }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
