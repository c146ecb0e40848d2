import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { handleError } from '../error-handler.ts';
import { AppError } from '../errors.ts';

/** The longest path parameter the router takes (Fastify's `maxParamLength`); a longer one answers 414. */
export const longestPathParameter = 100;

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route is found (a path parameter longer
 * than `longestPathParameter`, an address that does not decode) is answered in the API's error shape and the
 * caller's language, with its own code, instead of Fastify's body, which echoed the address.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  frameworkRequest,
  frameworkReply,
) => {
  // The router's request has no route yet; the error handler reads nothing a route would add.
  const request = frameworkRequest as unknown as FastifyRequest;
  const reply = frameworkReply as unknown as FastifyReply;
  void reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  const answered =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError(errorCodes.uriTooLong, 'common.aPartOfThe')
      : error.code === 'FST_ERR_BAD_URL'
        ? new AppError(errorCodes.validation, 'common.theAddressIsNot')
        : error;
  void handleError(answered, request, reply);
};
