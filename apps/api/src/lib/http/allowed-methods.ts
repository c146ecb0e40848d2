import type { FastifyRequest, RouteOptions } from 'fastify';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { AppError } from '../errors.ts';
import { isApiAddress } from './endpoint-route.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route's address as an expression over request paths: `:name` (with any constraint) is one segment. */
function addressExpression(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return escapeRegExp(segment);
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The methods each API address answers, learnt from the routes as they are registered, so that a request with
 * another method is told so: 405 `method_not_allowed` with `Allow` (RFC 9110 §15.5.6) instead of the 404 the
 * router gives. Addresses the API does not have stay 404. `remember` is an `onRoute` hook,
 * `refuseOtherMethods` an `onRequest` hook that acts only on requests no route took.
 */
export function createAllowedMethods() {
  const addresses = new Map<string, { expression: RegExp; methods: Set<string> }>();

  const remember = (route: RouteOptions) => {
    if (!isApiAddress(route.url)) return;
    const address = addresses.get(route.url) ?? {
      expression: addressExpression(route.url),
      methods: new Set<string>(),
    };
    for (const method of [route.method].flat()) address.methods.add(method.toUpperCase());
    addresses.set(route.url, address);
  };

  /** The methods some route takes at this request path, in a stable order; empty when none does. */
  const methodsAt = (path: string): string[] => {
    const methods = new Set<string>();
    for (const { expression, methods: taken } of addresses.values()) {
      if (expression.test(path)) taken.forEach((method) => methods.add(method));
    }
    return [...methods].sort();
  };

  const refuseOtherMethods = async (request: FastifyRequest) => {
    if (!request.is404) return;
    const path = request.url.split('?')[0] ?? '';
    if (!isApiAddress(path)) return;
    const methods = methodsAt(path);
    if (methods.length === 0 || methods.includes(request.method)) return;
    throw new AppError(errorCodes.methodNotAllowed, 'common.thisAddressDoesNot', {
      headers: { allow: methods.join(', ') },
    });
  };

  return { remember, methodsAt, refuseOtherMethods };
}
