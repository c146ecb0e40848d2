import { createContext, useContext } from 'react';
import {
  defaultLanguage,
  formatMessage,
  type Catalogue,
  type Language,
  type MessageValues,
} from '@skillswap/contracts/shared/i18n';

export interface I18nValue {
  language: Language;
  catalogue: Catalogue;
  /** Switches the app to another language (saved for a member, kept in a cookie for everyone). */
  setLanguage: (language: Language) => void;
}

export const I18nContext = createContext<I18nValue>({
  language: defaultLanguage,
  catalogue: {},
  setLanguage: () => undefined,
});

export type Translate = (key: string, values?: MessageValues) => string;

/**
 * The message of `key` in the active language; the key itself when missing (catalogues.test.ts forbids that).
 */
export function translate(catalogue: Catalogue, language: Language, key: string, values?: MessageValues) {
  const message = catalogue[key];
  return message === undefined ? key : formatMessage(message, values, language);
}

/** `t('landing.hero.badge')`, the active language, and the switch. */
export function useTranslation(): {
  t: Translate;
  language: Language;
  setLanguage: (language: Language) => void;
} {
  const { language, catalogue, setLanguage } = useContext(I18nContext);
  const t: Translate = (key, values) => translate(catalogue, language, key, values);
  return { t, language, setLanguage };
}
