import { useEffect, useRef, useState, type ReactNode } from 'react';
import { textDirection, type Catalogue, type Language } from '@skillswap/contracts/shared/i18n';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { setServiceWorkerWords } from '@/lib/pwa/service-worker.ts';
import { loadCatalogue } from './catalogues.ts';
import { I18nContext, translate } from './i18n-context.ts';
import {
  localizedPath,
  prerenderedPublicPaths,
  splitLanguagePrefix,
  writeLanguageCookie,
} from './locale-path.ts';

/**
 * The active language and its catalogue for everything below (ADR 102). Starts with what main.tsx (or the
 * prerender step) loaded; a member's saved language wins once the session is known.
 */
export function LanguageProvider({
  initialLanguage,
  initialCatalogue,
  children,
}: {
  initialLanguage: Language;
  initialCatalogue: Catalogue;
  children: ReactNode;
}) {
  const [state, setState] = useState({ language: initialLanguage, catalogue: initialCatalogue });
  const { user } = useAuth();
  const savedLanguage = user?.language ?? null;
  const lastSaved = useRef<Language | null>(null);

  const switchTo = (language: Language) => {
    writeLanguageCookie(language);
    const { language: prefix, rest } = splitLanguagePrefix(window.location.pathname);
    // Public pages have an address per language: go there, so the address, the prerendered HTML and the
    // hreflang links agree. Other pages change language where they are.
    if (prefix !== undefined || prerenderedPublicPaths.includes(rest)) {
      const target = localizedPath(language, rest);
      if (target !== window.location.pathname) {
        window.location.assign(`${target}${window.location.search}${window.location.hash}`);
        return;
      }
    }
    void loadCatalogue(language).then((catalogue) => setState({ language, catalogue }));
  };

  useEffect(() => {
    document.documentElement.lang = state.language;
    document.documentElement.dir = textDirection(state.language);
  }, [state.language]);

  // The service worker's notices (a new version, a push's "Open") are shown from outside React.
  useEffect(() => {
    const say = (key: string) => translate(state.catalogue, state.language, `common.app.${key}`);
    setServiceWorkerWords({
      newVersion: say('newVersion'),
      reloadToUpdate: say('reloadToUpdate'),
      openNotice: say('openNotice'),
    });
  }, [state.catalogue, state.language]);

  // The member's saved language, when it first shows up or changes on the server.
  useEffect(() => {
    if (savedLanguage === lastSaved.current) return;
    lastSaved.current = savedLanguage;
    if (savedLanguage && savedLanguage !== state.language) switchTo(savedLanguage);
    // Only a change of the saved language decides here; the member's own switch goes through setLanguage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedLanguage]);

  const setLanguage = (language: Language) => {
    // Saved first (when signed in), so a page load that follows cannot cut the request short.
    const saving = user
      ? import('./save-language.ts').then(({ saveLanguage }) => saveLanguage(language)).catch(() => undefined)
      : Promise.resolve();
    if (user) lastSaved.current = language;
    void saving.then(() => {
      if (language !== state.language) switchTo(language);
    });
  };

  return <I18nContext value={{ ...state, setLanguage }}>{children}</I18nContext>;
}
