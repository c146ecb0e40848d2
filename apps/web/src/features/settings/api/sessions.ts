import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberSessionRoutes } from '@skillswap/contracts/auth-security/routes';
import { callApi } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

/** Where the member is signed in. */
export function listSessions({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(memberSessionRoutes.listMemberSessions, { signal });
}

export const sessionsQueryOptions = queryOptions({ queryKey: settingsKeys.sessions, queryFn: listSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function signOutSession(sessionId: string) {
  return callApi(memberSessionRoutes.signOutSession, { params: { sessionId } });
}

export function signOutOtherSessions() {
  return callApi(memberSessionRoutes.signOutOtherSessions, {});
}
