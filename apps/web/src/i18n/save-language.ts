import type { Language } from '@skillswap/contracts/shared/i18n';
import { accountRoutes } from '@skillswap/contracts/account/routes';
import { callApi } from '@/lib/api-client.ts';

/** Saves the member's language on their account (loaded only when a member switches). */
export function saveLanguage(language: Language | null) {
  return callApi(accountRoutes.updateLanguage, { body: { language } });
}
