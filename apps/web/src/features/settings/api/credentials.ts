import type { ChangeEmailInput, ChangePasswordInput } from '@skillswap/contracts/credentials/schemas';
import { credentialRoutes } from '@skillswap/contracts/credentials/routes';
import { callApi } from '@/lib/api-client.ts';

/** Proves the password again: dangerous actions are open for the next 5 minutes. */
export function reauthenticate(password: string) {
  return callApi(credentialRoutes.reauthenticate, { body: { password } });
}

/** Changes the password (the current one is required); every other session ends. */
export function changePassword(input: ChangePasswordInput) {
  return callApi(credentialRoutes.changePassword, { body: input });
}

/** Starts an e-mail change: the new address gets a link to confirm it. */
export function changeEmail(input: ChangeEmailInput) {
  return callApi(credentialRoutes.changeEmail, { body: input });
}
