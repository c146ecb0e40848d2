import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@skillswap/contracts/errors';
import { handleError } from '../error-handler.ts';
import { AppError } from '../errors.ts';

/** The longest path parameter the router takes (Fastify's `maxParamLength`); a longer one answers 414. */
export const longestPathParameter = 100;

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route is found (a path parameter longer than
 * `longestPathParameter`, an address that does not decode) is answered in the API's error shape and the
 * caller's language, with its own code, instead of Fastify's body, which echoed the address (issue 34 B.3).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply.header('x-request-id', request.id).header('x-content-type-options', 'nosniff');
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return handleError(
        new AppError(errorCodes.uriTooLong, 'A part of the address is too long'),
        request,
        reply,
      );
    case 'FST_ERR_BAD_URL':
      return handleError(
        new AppError(errorCodes.validation, 'The address is not valid'),
        request,
        reply,
      );
    default:
      return handleError(error, request, reply);
  }
}
