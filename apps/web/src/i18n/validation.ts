import { useTranslation, type Translate } from './i18n-context.ts';

/**
 * The contracts' zod schemas check forms on both sides; a schema's message is a stable key of the contracts'
 * validation catalogue (`swaps.validation.hoursNumber`, ADR 208), which the app's catalogue merges, so a form
 * shows it through `t`. A message that is not a key (a schema not converted yet) shows as it came.
 */
export function translateValidation(t: Translate, message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  return /^[a-zA-Z]+\.validation\.\w+$/.test(message) ? t(message) : message;
}

/** The message of a form's validation error in the active language (unknown ones as they came). */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | null | undefined): string | undefined => translateValidation(t, message);
}
