import {
  inlineCatalogueElementId,
  isLanguage,
  type Catalogue,
  type Language,
} from '@skillswap/contracts/shared/i18n';

/** The catalogue embedded in the HTML, when the page was prerendered in `language`. */
export function readInlineCatalogue(language: Language): Catalogue | undefined {
  const text = document.getElementById(inlineCatalogueElementId)?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as { language?: unknown; messages?: Catalogue };
    return isLanguage(data.language) && data.language === language ? data.messages : undefined;
  } catch {
    return undefined;
  }
}
