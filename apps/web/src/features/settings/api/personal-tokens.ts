import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePersonalTokenInput } from '@skillswap/contracts/personal-tokens';
import { personalTokenRoutes } from '@skillswap/contracts/routes/personal-tokens';
import { callApi } from '@/lib/api-client.ts';

/** Settings → API: whether the plan includes tokens, and the member's live tokens. */
export const personalTokensQuery = queryOptions({
  queryKey: ['me', 'personal-tokens'],
  queryFn: ({ signal }) => callApi(personalTokenRoutes.listPersonalTokens, { signal }),
});

export function usePersonalTokens() {
  return useQuery(personalTokensQuery);
}

/** Answers the new token, the only time the API ever shows it. */
export function useCreatePersonalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePersonalTokenInput) =>
      (await callApi(personalTokenRoutes.createPersonalToken, { body })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalTokensQuery.queryKey }),
  });
}

export function useRevokePersonalToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) =>
      callApi(personalTokenRoutes.revokePersonalToken, { params: { tokenId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personalTokensQuery.queryKey }),
  });
}
