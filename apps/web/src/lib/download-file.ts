import { ApiError } from '@/lib/api-client.ts';
import { sessionStore } from '@/lib/auth/session-store.ts';

/**
 * Fetches a member-only file with the member's token (a plain link could not carry it) and hands it to the
 * browser as a download under `fileName`: calendar invitations (.ics) are opened by calendar apps this way.
 * `headers` adds to the request, e.g. the acting-for header of a helper (`actingForHeaders`).
 */
export async function downloadWithSession(
  path: string,
  fileName: string,
  failure: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const token = sessionStore.getAccessToken();
  const response = await fetch(path, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, 'download_failed', failure);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
