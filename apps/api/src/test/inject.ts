import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { allEndpoints, type EndpointAt } from '@skillswap/contracts/endpoints';
import type { EndpointInput } from '@skillswap/contracts/shared/endpoint';
import { csrfHeader } from '@skillswap/contracts/shared/http';
import { fillPath, type Route } from '@skillswap/contracts/shared/route';

/** Whoever a call goes out as: a test member or staff member, or anything else carrying a bearer header. */
interface Caller {
  authHeader: { authorization: string };
}

type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

interface InjectOptions {
  /** The member the call goes out as (their bearer token); left out or null for an anonymous call. */
  as?: Caller | null;
  /** Headers on top of the caller's, e.g. a personal token's `bearer(...)`, `accept-language`. */
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  remoteAddress?: string;
  /**
   * The CSRF header the web app sends with every call, which puts the cookie endpoints in browser mode (the
   * refresh token in a cookie). Sent when `cookies` are, as from a browser, unless false; else only when
   * true.
   */
  csrf?: boolean;
}

/** Params, query and body typed from the endpoint's definition. */
type CheckedInput<R extends Route> = EndpointInput<EndpointAt<R>> & InjectOptions & { unchecked?: never };

/**
 * Params, query and body sent as given, for a test of what the contract refuses (a malformed id, a bad body,
 * a multipart upload): the one place a test steps outside the endpoint's types, and says so.
 */
type UncheckedInput = InjectOptions & {
  unchecked: true;
  params?: Record<string, string>;
  query?: Record<string, QueryValue> | string;
  body?: unknown;
};

export type InjectInput<R extends Route> = CheckedInput<R> | UncheckedInput;

const byAddress = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));

function queryString(query: Record<string, QueryValue> | string | undefined): string {
  if (typeof query === 'string') return query.startsWith('?') || query === '' ? query : `?${query}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  return search.size > 0 ? `?${search.toString()}` : '';
}

/** Path params as the path holds them: a number id (which the endpoint coerces) written out. */
function stringValues(params: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}

/** The URL a call to `route` with these params and query goes to, path params encoded. */
export function urlOf(
  route: Route,
  input: { params?: Record<string, string>; query?: Record<string, QueryValue> | string } = {},
): string {
  return fillPath(route.path, input.params) + queryString(input.query);
}

/**
 * Calls the endpoint at `route` (from `@skillswap/contracts/<feature>/routes`) on the app under test, as a
 * client would: `inject(app, boardRoutes.respondToBoardPost, { params: { id }, body, as: member })`. The
 * params, query and body are typed by the endpoint's contract definition; the answer is the raw response,
 * whatever its status, for the test to assert on.
 */
export function inject<R extends Route>(
  app: FastifyInstance,
  route: R,
  ...[input]: Record<string, never> extends EndpointInput<EndpointAt<R>>
    ? [input?: InjectInput<R>]
    : [input: InjectInput<R>]
): Promise<LightMyRequestResponse> {
  if (!byAddress.has(`${route.method} ${route.path}`))
    throw new Error(`No endpoint is defined at ${route.method} ${route.path}`);
  const { params, query, body, as, headers, cookies, remoteAddress, csrf } = (input ?? {}) as UncheckedInput;
  const sendsCsrf = csrf ?? cookies !== undefined;
  return app.inject({
    method: route.method,
    url: urlOf(route, { params: params && stringValues(params), query }),
    headers: {
      ...as?.authHeader,
      ...(sendsCsrf ? { [csrfHeader.name]: csrfHeader.value } : {}),
      ...headers,
    },
    ...(cookies ? { cookies } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(body !== undefined && body !== null ? { payload: body as string | object | Buffer } : {}),
  });
}
