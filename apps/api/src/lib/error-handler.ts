import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorBody } from '@skillswap/contracts/shared/errors';
import { defaultLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import { isDatabaseUnavailable } from './database/database-errors.ts';
import { AppError, databaseUnavailable } from './errors.ts';
import { findGivenText, formatError, type ErrorMessage } from './i18n/error-translator.ts';
import { negotiateErrorLanguage } from './i18n/request-language.ts';

const english = (key: ErrorMessage['key']) => formatError({ key }, defaultLanguage);

/** Refusals Fastify and its plugins raise by status (the rate limiter, the body limit), in our words. */
const framework4xx: Partial<Record<number, { key: ErrorMessage['key']; code: ErrorBody['code'] }>> = {
  429: { key: 'common.rateLimitExceeded', code: errorCodes.rateLimited },
  413: { key: 'common.bodyTooLarge', code: errorCodes.payloadTooLarge },
};

/** What an error body says: a key of the error catalogues, or a schema's message (ADR 208). */
type Said = { message: ErrorMessage } | { givenText: string };

/**
 * The body in the caller's language (ADR 216): `code` stays as it is, the message is put into words from its
 * key, and a schema's messages from the contracts' catalogues. A schema message no catalogue has stays as
 * it is, and `Content-Language` says so: the caller's language when every text is in it, English when none
 * is, both when the body mixes them.
 */
function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  said: Said,
  body: Omit<ErrorBody, 'message'>,
) {
  const language = negotiateErrorLanguage(request);
  const spoken = new Set<Language>();
  const inLanguage = (text: string) => {
    const translated = findGivenText(text, language);
    spoken.add(translated === undefined ? defaultLanguage : language);
    return translated ?? text;
  };
  const message = 'message' in said ? formatError(said.message, language) : inLanguage(said.givenText);
  if ('message' in said) spoken.add(language);
  const translated = {
    ...body,
    message,
    ...(body.issues
      ? { issues: body.issues.map((issue) => ({ ...issue, message: inLanguage(issue.message) })) }
      : {}),
  } satisfies ErrorBody;
  return reply
    .status(status)
    .header('content-language', [...spoken].join(', '))
    .send(translated);
}

/** The one error handler: known errors become their status and `{code, message}`, the rest a logged 500. */
export function handleError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    reply.headers(error.headers);
    const said: Said =
      error.givenText === undefined ? { message: error.text } : { givenText: error.givenText };
    return sendError(request, reply, error.status, said, {
      code: error.code,
      ...(error.plan ? { plan: error.plan } : {}),
      ...(error.issues ? { issues: [...error.issues] } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? english('common.invalidValue'),
    }));
    const first = issues[0]?.message;
    const said: Said =
      first === undefined ? { message: { key: 'common.invalidRequest' } } : { givenText: first };
    return sendError(request, reply, 400, said, { code: errorCodes.validation, issues });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  const known = framework4xx[status];
  if (known) return sendError(request, reply, status, { message: { key: known.key } }, { code: known.code });
  if (status >= 400 && status < 500) {
    return sendError(request, reply, status, { givenText: error.message }, { code: errorCodes.validation });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return handleError(databaseUnavailable(), request, reply);
  }
  request.log.error({ err: error }, 'unhandled error');
  const internal = { key: 'common.internal', values: { id: request.id } } as const;
  return sendError(request, reply, 500, { message: internal }, { code: errorCodes.internal });
}
