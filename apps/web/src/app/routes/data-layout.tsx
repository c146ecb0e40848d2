import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/query-client.ts';

/**
 * Wraps the pages that read the API through React Query. It is a lazy layout route, so React Query is
 * downloaded with the first such page rather than with the landing page. The client is one per tab, so
 * the cache survives moving between these pages and the marketing pages.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
