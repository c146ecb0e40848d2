import { credentialRoutes } from '@skillswap/contracts/credentials/routes';
import { callApi } from '@/lib/api-client.ts';

/** Confirms a new e-mail address with the token mailed to it. */
export function confirmEmailChange(token: string) {
  return callApi(credentialRoutes.confirmEmailChange, { body: { token }, anonymous: true });
}

/** Restores the old address with the token mailed to it; every session of the member ends. */
export function undoEmailChange(token: string) {
  return callApi(credentialRoutes.undoEmailChange, { body: { token }, anonymous: true });
}
