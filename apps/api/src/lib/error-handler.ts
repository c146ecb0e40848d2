import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorBody } from '@skillswap/contracts/errors';
import { isDatabaseUnavailable } from './database/database-errors.ts';
import { AppError, databaseUnavailable } from './errors.ts';

/** The one error handler: known errors become their status and `{code, message}`, the rest a logged 500. */
export function handleError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    return reply
      .status(error.status)
      .headers(error.headers)
      .send({
        code: error.code,
        message: error.message,
        ...(error.plan ? { plan: error.plan } : {}),
      } satisfies ErrorBody);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'Invalid value',
    }));
    const body: ErrorBody = {
      code: errorCodes.validation,
      message: issues[0]?.message ?? 'Invalid request',
      issues,
    };
    return reply.status(400).send(body);
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) {
    return reply
      .status(429)
      .send({ code: errorCodes.rateLimited, message: 'Rate limit exceeded' } satisfies ErrorBody);
  }
  if (status === 413) {
    return reply
      .status(413)
      .send({ code: errorCodes.payloadTooLarge, message: 'Request body is too large' } satisfies ErrorBody);
  }
  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send({ code: errorCodes.validation, message: error.message } satisfies ErrorBody);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return handleError(databaseUnavailable(), request, reply);
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({
    code: errorCodes.internal,
    message: `Something went wrong (request ${request.id})`,
  } satisfies ErrorBody);
}
