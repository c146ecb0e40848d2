import { actingForHeader, csrfHeader } from '@skillswap/contracts/shared/http';
import type { EndpointInput, EndpointOutput } from '@skillswap/contracts/shared/endpoint';
import type { EndpointAt } from '@skillswap/contracts/endpoints';
import type { ErrorBody } from '@skillswap/contracts/shared/errors';
import { fillPath, type Route } from '@skillswap/contracts/shared/route';

/** An API answer that was not 2xx, with the server's code and message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ErrorBody['issues'] = [],
    readonly retryAfterSeconds: number | null = null,
    /** With `plan_required`: the lowest plan that has the feature (ADR 84). */
    readonly plan: ErrorBody['plan'] = undefined,
  ) {
    super(message);
  }

  /** True when the request may work if tried again later (network trouble, overload, rate limit). */
  get isTransient() {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

type AccessTokenSource = () => string | null;
let readAccessToken: AccessTokenSource = () => null;

/** The auth provider tells the client where the current access token lives (memory only). */
export function setAccessTokenSource(source: AccessTokenSource) {
  readAccessToken = source;
}

let notifyUnauthorized: () => void = () => undefined;

/** Told when a call that carried a token answers 401, so the session can be checked at once. */
export function setUnauthorizedListener(listener: () => void) {
  notifyUnauthorized = listener;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send without the bearer token even when signed in. */
  anonymous?: boolean;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** The one way the web app calls the API: JSON in, JSON out, errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...options.headers,
    accept: 'application/json',
    [csrfHeader.name]: csrfHeader.value,
  };
  const token = options.anonymous ? null : readAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Could not reach SkillSwap. Check your connection.');
  }

  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401 && token) notifyUnauthorized();
    const error = (payload ?? {}) as Partial<ErrorBody>;
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      response.status,
      error.code ?? 'unknown_error',
      error.message ?? response.statusText,
      error.issues ?? [],
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      error.plan,
    );
  }
  return payload as T;
}

/** Who the signed-in helper acts for on a route (ADR 179), or null to call as themselves. */
type ActingForSource = (route: Route) => string | null;
let readActingFor: ActingForSource = () => null;

/** The helpers feature says, route by route, when a call goes out for the member being helped. */
export function setActingForSource(source: ActingForSource) {
  readActingFor = source;
}

/** The acting-for header a call to `route` carries while a helper acts for a member (ADR 179), else none. */
export function actingForHeaders(route: Route): Record<string, string> {
  const actingFor = readActingFor(route);
  return actingFor ? { [actingForHeader]: actingFor } : {};
}

type CallOptions = Pick<RequestOptions, 'signal' | 'anonymous' | 'headers'>;
type CallInput<R extends Route> = EndpointInput<EndpointAt<R>> & CallOptions;
type QueryValue = string | number | boolean | null | undefined;

/**
 * Calls the endpoint at `route` (from `@skillswap/contracts/<feature>/routes`), typed by its contract
 * definition: `callApi(swapRoutes.updateSwapRequest, { params: { id }, body })`.
 */
export function callApi<R extends Route>(
  route: R,
  ...[input]: Record<string, never> extends EndpointInput<EndpointAt<R>>
    ? [input?: CallInput<R>]
    : [input: CallInput<R>]
): Promise<EndpointOutput<EndpointAt<R>>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & CallOptions;
  let path = fillPath(route.path, params);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  if (search.size > 0) path += `?${search.toString()}`;
  const actingFor = options.anonymous ? null : readActingFor(route);
  const headers = actingFor ? { ...options.headers, [actingForHeader]: actingFor } : options.headers;
  return apiRequest(path, { ...options, ...(headers ? { headers } : {}), method: route.method, body });
}

/** A message fit for a toast, from whatever was thrown. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
