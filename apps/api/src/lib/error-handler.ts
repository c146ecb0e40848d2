import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorBody } from '@skillswap/contracts/shared/errors';
import { defaultLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import { isDatabaseUnavailable } from './database/database-errors.ts';
import { AppError, databaseUnavailable } from './errors.ts';
import { findErrorTranslation } from './i18n/error-translator.ts';
import { negotiateErrorLanguage } from './i18n/request-language.ts';

/**
 * The body in the caller's language (ADR 126): `code` stays as it is, `message` and issue messages translate.
 * A message no catalogue has stays English, and `Content-Language` says so: the caller's language when every
 * text is in it, English when none is, both when the body mixes them.
 */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  const language = negotiateErrorLanguage(request);
  const spoken = new Set<Language>();
  const inLanguage = (text: string) => {
    const translated = findErrorTranslation(text, language);
    spoken.add(translated === undefined ? defaultLanguage : language);
    return translated ?? text;
  };
  const translated = {
    ...body,
    message: inLanguage(body.message),
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
    return sendError(request, reply, error.status, {
      code: error.code,
      message: error.message,
      ...(error.plan ? { plan: error.plan } : {}),
      ...(error.issues ? { issues: [...error.issues] } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return sendError(request, reply, 400, {
      code: errorCodes.validation,
      message: issues[0]?.message ?? 'Invalid request',
      issues,
    });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) {
    return sendError(request, reply, 429, { code: errorCodes.rateLimited, message: 'Rate limit exceeded' });
  }
  if (status === 413) {
    return sendError(request, reply, 413, {
      code: errorCodes.payloadTooLarge,
      message: 'Request body is too large',
    });
  }
  if (status >= 400 && status < 500) {
    return sendError(request, reply, status, { code: errorCodes.validation, message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return handleError(databaseUnavailable(), request, reply);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(request, reply, 500, {
    code: errorCodes.internal,
    message: `Something went wrong (request ${request.id})`,
  });
}
