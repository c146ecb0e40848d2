import { accountRoutes } from '@skillswap/contracts/account/routes';
import { callApi } from '@/lib/api-client.ts';

/** Soft-deletes the member's account: hidden everywhere at once, data purged after 30 days. */
export function deleteAccount() {
  return callApi(accountRoutes.deleteAccount);
}
