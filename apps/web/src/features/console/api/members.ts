import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberRole } from '@skillswap/contracts/auth/schemas';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import { adminMemberRoutes } from '@skillswap/contracts/admin-members/routes';
import { callApi } from '@/lib/api-client.ts';
import { consoleKeys } from './keys.ts';

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: consoleKeys.memberSearch(q),
    queryFn: ({ signal }) => callApi(adminMemberRoutes.searchMembers, { query: { q }, signal }),
  });
}

export function useMemberDetail(memberId: string) {
  return useQuery({
    queryKey: consoleKeys.member(memberId),
    queryFn: ({ signal }) => callApi(adminMemberRoutes.getMember, { params: { memberId }, signal }),
  });
}

function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleKeys.all });
}

export function useSetVerified(memberId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (verified: boolean) =>
      callApi(adminMemberRoutes.setVerified, { params: { memberId }, body: { verified } }),
    onSuccess: refresh,
  });
}

export function useSetRole(memberId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (role: MemberRole) =>
      callApi(adminMemberRoutes.setRole, { params: { memberId }, body: { role } }),
    onSuccess: refresh,
  });
}

export function useSetPlan(memberId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (plan: PlanTier) =>
      callApi(adminMemberRoutes.setPlan, { params: { memberId }, body: { plan } }),
    onSuccess: refresh,
  });
}

/** The 30-day money-back guarantee for a member's first Premium payment (admins). */
export function useRefundFirstPayment(memberId: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: () => callApi(adminMemberRoutes.refundFirstPremiumPayment, { params: { memberId } }),
    onSuccess: refresh,
  });
}
