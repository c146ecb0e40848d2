import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestVerificationInput } from '@skillswap/contracts/verification/schemas';
import { verificationRoutes } from '@skillswap/contracts/verification/routes';
import { callApi } from '@/lib/api-client.ts';
import { verificationKeys } from './keys.ts';

/** The member's badge and latest request (Premium and up, ADR 114). */
export function useMyVerification(enabled: boolean) {
  return useQuery({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => callApi(verificationRoutes.getMyVerification, { signal }),
    enabled,
    retry: false,
  });
}

export function useRequestVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestVerificationInput) => callApi(verificationRoutes.requestVerification, { body }),
    onSuccess: (verification) => client.setQueryData(verificationKeys.mine, verification),
  });
}
