import type { Translate } from '@/i18n/i18n-context.ts';

/**
 * The shared contracts' validation messages (English, ADR 102) with their catalogue keys, so a form in
 * Settings shows them in the active language; a message without a key is shown as written.
 */
const keys: Record<string, string> = {
  'Invalid email address': 'settings.validation.email',
  'Email too long': 'settings.validation.emailTooLong',
  'Password must be at least 6 characters': 'settings.validation.passwordShort',
  'Password must be at most 256 characters': 'settings.validation.passwordLong',
  'Password cannot be only spaces': 'settings.validation.passwordBlank',
  'Enter your current password': 'settings.validation.currentPassword',
  'Enter your password': 'settings.validation.password',
  "Passwords don't match": 'settings.validation.passwordsDiffer',
};

/** A field's validation message in the active language. */
export function translateValidation(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = keys[message];
  return key ? t(key) : message;
}
