import { workshopRoutes } from '@skillswap/contracts/routes/workshops';
import { fillPath } from '@skillswap/contracts/routes/route';
import { ApiError } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/auth/session-store.ts';

/** "Add to calendar": fetches the seat's .ics with the member's token and hands it to the browser. */
export async function downloadWorkshopInvite(workshopId: string) {
  const token = sessionStore.getAccessToken();
  const response = await fetch(fillPath(workshopRoutes.downloadWorkshopInvite.path, { id: workshopId }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok)
    throw new ApiError(response.status, 'download_failed', 'The calendar file could not be downloaded');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'skillswap-workshop.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
