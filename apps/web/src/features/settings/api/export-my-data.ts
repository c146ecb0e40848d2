import { useMutation } from '@tanstack/react-query';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { callApi } from '@/lib/api-client.ts';

/** Everything SkillSwap holds about the member, saved as a JSON file on their device. */
export async function downloadMyData() {
  const data = await callApi(accountRoutes.exportAccount);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `skillswap-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
