import { useQuery } from '@tanstack/react-query';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { callApi } from '@/lib/api-client.ts';
import { shouldRetryPartnerMember } from '../partner-member-state.ts';
import { federationDirectoryKeys } from './keys.ts';

/**
 * One member of another exchange (ADR 211), asked of their exchange each time the page opens: what they share
 * may change there at any moment (they may stop being visible), so a minute of reuse is all it keeps.
 */
export function usePartnerMember(node: string, memberId: string) {
  return useQuery({
    queryKey: federationDirectoryKeys.partnerMember(node, memberId),
    queryFn: ({ signal }) =>
      callApi(federationRoutes.getPartnerMember, { params: { node, memberId }, signal }),
    retry: shouldRetryPartnerMember,
    staleTime: 60_000,
  });
}
