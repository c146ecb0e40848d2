import { sessionRoutes } from '@skillswap/contracts/sessions/routes';
import { fillPath } from '@skillswap/contracts/shared/route';
import { actingForHeaders } from '@/lib/api-client.ts';
import { downloadWithSession } from '@/lib/download-file.ts';

/**
 * "Add to calendar": the session's .ics, downloaded with the member's token (and for the member a helper acts
 * for).
 */
export function downloadInvite(swapId: string, sessionId: string, failure: string) {
  return downloadWithSession(
    fillPath(sessionRoutes.downloadSessionInvite.path, { id: swapId, sessionId }),
    'skillswap-session.ics',
    failure,
    actingForHeaders(sessionRoutes.downloadSessionInvite),
  );
}
