import type { Translate } from '@/i18n/i18n-context.ts';
import { translateValidation as translateContractMessage } from '@/i18n/validation.ts';

/**
 * The messages of Settings' own form schemas with their catalogue keys; the contracts' messages are keys of
 * the validation catalogue (ADR 208), shown through `t`. A message without a key is shown as written.
 */
const keys: Record<string, string> = {
  "Passwords don't match": 'settings.validation.passwordsDiffer',
};

/** A field's validation message in the active language. */
export function translateValidation(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = keys[message];
  return key ? t(key) : translateContractMessage(t, message);
}
