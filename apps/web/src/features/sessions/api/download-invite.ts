import { sessionRoutes } from '@skillswap/contracts/routes/sessions';
import { fillPath } from '@skillswap/contracts/routes/route';
import { downloadWithSession } from '@/lib/download-file.ts';

/** "Add to calendar": the session's .ics, downloaded with the member's token. */
export function downloadInvite(swapId: string, sessionId: string) {
  return downloadWithSession(
    fillPath(sessionRoutes.downloadSessionInvite.path, { id: swapId, sessionId }),
    'skillswap-session.ics',
    'The calendar file could not be downloaded',
  );
}
