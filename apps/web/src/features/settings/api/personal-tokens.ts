import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePersonalTokenInput } from '@skillswap/contracts/personal-tokens/schemas';
import { personalTokenRoutes } from '@skillswap/contracts/personal-tokens/routes';
import { callApi } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

/** Settings → API: whether the plan includes tokens, and the member's live tokens. */
export const personalTokensQuery = queryOptions({
  queryKey: settingsKeys.personalTokens,
  queryFn: ({ signal }) => callApi(personalTokenRoutes.listPersonalTokens, { signal }),
});

export function usePersonalTokens() {
  return useQuery(personalTokensQuery);
}

type Guard = <T>(action: () => Promise<T>) => Promise<T>;

/**
 * Answers the new token, the only time the API ever shows it. Creating one needs a recent proof of the
 * password or a factor: pass `withReauth` from `useReauthentication` so the member is asked when it is due.
 */
export function useCreatePersonalToken(guard: Guard = (action) => action()) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePersonalTokenInput) =>
      (await guard(() => callApi(personalTokenRoutes.createPersonalToken, { body }))).data,
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
