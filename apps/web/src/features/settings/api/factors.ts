import { queryOptions, useQuery } from '@tanstack/react-query';
import { listFactors } from '@/lib/auth/mfa-api.ts';

export const factorsQueryOptions = queryOptions({
  queryKey: ['me', 'factors'],
  queryFn: listFactors,
});

export function useFactors() {
  return useQuery(factorsQueryOptions);
}
