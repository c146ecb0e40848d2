import {
  defaultLanguage,
  isLanguage,
  languageCookieName,
  languages,
  negotiateLanguage,
  type Language,
} from '@skillswap/contracts/shared/i18n';

/**
 * Public pages live at /<lang>/… for every language but English, which keeps the bare addresses (ADR 102).
 * `/es/about` → { language: 'es', rest: '/about' }; `/about` → { language: undefined, rest: '/about' }.
 */
export function splitLanguagePrefix(pathname: string): { language: Language | undefined; rest: string } {
  const segment = pathname.split('/')[1] ?? '';
  const language = languages.find((candidate) => candidate !== defaultLanguage && candidate === segment);
  if (!language) return { language: undefined, rest: pathname };
  return { language, rest: pathname.slice(language.length + 1) || '/' };
}

/** The address of a page in a language: `localizedPath('es', '/about')` → '/es/about', English unprefixed. */
export function localizedPath(language: Language, rest: string): string {
  if (language === defaultLanguage) return rest;
  return rest === '/' ? `/${language}/` : `/${language}${rest}`;
}

export function readLanguageCookie(): Language | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${languageCookieName}=([^;]*)`));
  const value = match ? decodeURIComponent(match[1]!) : undefined;
  return isLanguage(value) ? value : undefined;
}

export function writeLanguageCookie(language: Language) {
  document.cookie = `${languageCookieName}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The language of the first render in the browser: the address's prefix, else the cookie, else the browser's
 * languages (its Accept-Language), else English. The member's saved language takes over once the session is
 * known (LanguageProvider).
 */
export function detectBrowserLanguage(): Language {
  const { language } = splitLanguagePrefix(window.location.pathname);
  if (language) return language;
  return negotiateLanguage({ cookie: readLanguageCookie(), acceptLanguage: navigator.languages });
}

/** The pages the build prerenders in every language (apps/web/scripts/prerender.mjs keeps the same list). */
export const prerenderedPublicPaths: readonly string[] = ['/', '/about', '/pricing'];
