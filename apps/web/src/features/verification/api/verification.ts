import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestVerificationInput } from '@skillswap/contracts/identity-verification';
import { identityVerificationRoutes } from '@skillswap/contracts/routes/identity-verification';
import { callApi } from '@/lib/api-client.ts';

const mineKey = ['me', 'identity-verification'] as const;

/** The member's badge and latest request (Premium and up, ADR 114). */
export function useMyVerification(enabled: boolean) {
  return useQuery({
    queryKey: mineKey,
    queryFn: ({ signal }) => callApi(identityVerificationRoutes.getMyVerification, { signal }),
    enabled,
    retry: false,
  });
}

export function useRequestVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestVerificationInput) =>
      callApi(identityVerificationRoutes.requestVerification, { body }),
    onSuccess: (verification) => client.setQueryData(mineKey, verification),
  });
}
