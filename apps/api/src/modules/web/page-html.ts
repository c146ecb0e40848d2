import {
  defaultLanguage,
  inlineCatalogueElementId,
  textDirection,
  type Catalogue,
  type Language,
} from '@skillswap/contracts/shared/i18n';
import { pageDataElementId, type PageData } from '@skillswap/contracts/explore/page-data';

const emptyRoot = '<div id="root"></div>';

/**
 * JSON that is safe inside a script element: `<` (so no `</script>` or `<!--` ends or bends it), `>`, `&` and
 * the two line separators older parsers took for line breaks are written as \u escapes, which JSON.parse
 * reads back unchanged.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The built index.html with a page's rendered HTML in its root, its data beside it (read by main.tsx before
 * the first render), its title, and its language: `lang`/`dir` on `<html>` and the catalogue the HTML was
 * rendered with (ADR 102).
 */
export function fillPageTemplate({
  template,
  rootHtml,
  pageData,
  title,
  language = defaultLanguage,
  catalogue,
}: {
  template: string;
  rootHtml: string;
  pageData: PageData;
  title: string;
  language?: Language;
  catalogue?: Catalogue;
}): string {
  let data = `<script type="application/json" id="${pageDataElementId}">${serializeForScript(pageData)}</script>`;
  if (catalogue) {
    const messages = serializeForScript({ language, messages: catalogue });
    data += `<script type="application/json" id="${inlineCatalogueElementId}">${messages}</script>`;
  }
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}" dir="${textDirection(language)}"`)
    .replace(emptyRoot, () => `<div id="root">${rootHtml}</div>${data}`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
}

function escapeText(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
