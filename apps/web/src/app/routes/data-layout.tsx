import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { ActingBanner } from '@/features/member-helpers/components/acting-banner.tsx';
import { createQueryClient, queryClient } from '@/lib/query-client.ts';

/**
 * Wraps the pages that read the API through React Query. It is a lazy layout route, so React Query is
 * downloaded with the first such page rather than with the landing page. The client is one per tab, so
 * the cache survives moving between these pages and the marketing pages. A page the server renders gets a
 * client of its own, so no request's data is ever kept for the next one.
 */
export function DataLayout() {
  const [client] = useState(() => (typeof window === 'undefined' ? createQueryClient() : queryClient));
  return (
    <QueryClientProvider client={client}>
      {/* A helper acting for a member sees for whom on every page (ADR 179). */}
      <ActingBanner />
      <Outlet />
    </QueryClientProvider>
  );
}
