import type { FastifyRequest } from 'fastify';
import { languageCookieName, negotiateLanguage, type Language } from '@skillswap/contracts/shared/i18n';

/**
 * The language of an API answer (ADR 126): the `skillswap_lang` cookie (the web app keeps it in step with the
 * member's saved language, ADR 102), else Accept-Language, else English. Errors are answered before, or
 * without, knowing who asks, so the saved language is reached through the cookie.
 */
export function negotiateErrorLanguage(request: FastifyRequest): Language {
  return negotiateLanguage({
    cookie: request.cookies?.[languageCookieName],
    acceptLanguage: request.headers['accept-language'],
  });
}
