import type { FastifyRequest } from 'fastify';
import { languageCookieName, negotiateLanguage, type Language } from '@skillswap/contracts/shared/i18n';

/**
 * The language of a page load (ADR 102): the visitor's cookie, else Accept-Language, else English. A member's
 * saved language is not known here (pages load before the session); the app applies it once signed in and
 * keeps the cookie in step, so the next page load agrees.
 */
export function negotiatePageLanguage(request: FastifyRequest): Language {
  return negotiateLanguage({
    cookie: request.cookies[languageCookieName],
    acceptLanguage: request.headers['accept-language'],
  });
}
