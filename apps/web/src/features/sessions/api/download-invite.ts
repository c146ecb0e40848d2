import { sessionRoutes } from '@skillswap/contracts/routes/sessions';
import { fillPath } from '@skillswap/contracts/routes/route';
import { ApiError } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/auth/session-store.ts';

/**
 * "Add to calendar": fetches the session's .ics with the member's token (a plain link could not carry it)
 * and hands it to the browser as a download, which calendar apps open.
 */
export async function downloadInvite(swapId: string, sessionId: string) {
  const token = sessionStore.getAccessToken();
  const response = await fetch(
    fillPath(sessionRoutes.downloadSessionInvite.path, { id: swapId, sessionId }),
    {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    },
  );
  if (!response.ok)
    throw new ApiError(response.status, 'download_failed', 'The calendar file could not be downloaded');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'skillswap-session.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
