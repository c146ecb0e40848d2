import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorBody } from '@skillswap/contracts/errors';
import { isDatabaseUnavailable } from './database/database-errors.ts';
import { AppError, databaseUnavailable } from './errors.ts';
import { translateError } from './i18n/error-translator.ts';
import { negotiateErrorLanguage } from './i18n/request-language.ts';

/** The body in the caller's language (ADR 126): `code` stays as it is, `message` and issue messages translate. */
function sendError(request: FastifyRequest, reply: FastifyReply, status: number, body: ErrorBody) {
  const language = negotiateErrorLanguage(request);
  return reply
    .status(status)
    .header('content-language', language)
    .send({
      ...body,
      message: translateError(body.message, language),
      ...(body.issues
        ? {
            issues: body.issues.map((issue) => ({
              ...issue,
              message: translateError(issue.message, language),
            })),
          }
        : {}),
    } satisfies ErrorBody);
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
