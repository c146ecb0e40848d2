// What an endpoint accepts and answers, defined once. The API registers its Fastify route from the
// definition and publishes it in the OpenAPI document; the web app's client takes its request and response
// types from it. The address (method and path) comes from `../routes/`, which the browser can load alone.
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';
import type { HelperConsent } from '../member-helpers/schemas.ts';
import type { TokenScope } from '../personal-tokens/schemas.ts';
import type { PlanFeatureId } from './plans.ts';
import type { Route } from './route.ts';

/** The groups of the OpenAPI document, in the order the docs page lists them. */
export const apiTags = [
  { name: 'Auth', description: 'Sign-up, sign-in, tokens, sessions and second factors.' },
  { name: 'Account', description: 'The signed-in member: data export, privacy, deletion.' },
  { name: 'Profiles', description: 'Public profiles, the signed-in member’s own profile and avatar.' },
  { name: 'Explore', description: 'Searching members by skill, category and place.' },
  { name: 'Matching', description: 'Members whose offers and wants fit together, and swap circles.' },
  { name: 'Swaps', description: 'Swap requests and their lifecycle: accept, confirm, complete, dispute.' },
  {
    name: 'Board',
    description: 'The requests board: needs and offers, and the swap requests that answer them.',
  },
  {
    name: 'Communities',
    description:
      'Communities: members and roles, announcements, the community fund, the coordinator dashboard.',
  },
  { name: 'Messages', description: 'Messages between the two members of a swap.' },
  {
    name: 'Sessions',
    description: 'Sessions inside a swap, time zones and calendar invitations and feeds.',
  },
  { name: 'Workshops', description: 'Group sessions: one host, seats paid in SkillCoin, a waitlist.' },
  { name: 'Reviews', description: 'Reviews after completed swaps and the reputation they add up to.' },
  { name: 'Safety', description: 'Blocking members and the member side of disputes.' },
  { name: 'Ledger', description: 'SkillCoin balances and statements.' },
  { name: 'Billing', description: 'Paid plans through Stripe: checkout, switching, cancelling, invoices.' },
  { name: 'Notifications', description: 'In-app notifications and mail preferences.' },
  {
    name: 'Reports',
    description: 'Reporting a member, a message or a review to SkillSwap, and the outcome.',
  },
  {
    name: 'Live',
    description: 'Server-Sent Events that tell the signed-in member’s open tabs what changed.',
  },
  {
    name: 'Integrations',
    description: 'Webhooks: an Enterprise account’s endpoints, signed deliveries and their log.',
  },
  { name: 'Site', description: 'Public site content: contact form, configuration.' },
  { name: 'Operations', description: 'Health checks and operator commands.' },
  {
    name: 'Federation',
    description:
      'What SkillSwap nodes say to each other when their installs trade (Credit Commons, ADR 183).',
  },
  {
    name: 'Console',
    description: 'The operator console: moderators and admins, signed in with a second factor.',
  },
] as const;
export type ApiTag = (typeof apiTags)[number]['name'];

/**
 * Who may call the endpoint:
 * - `public`: anyone;
 * - `member`: a bearer access token of a signed-in member (401 without);
 * - `optional`: anyone, and a signed-in member may see more;
 * - `cookie`: the browser's refresh cookie plus the CSRF header (the token and logout endpoints);
 * - `operator`: the operator token from this machine only;
 * - `metrics`: the metrics token (METRICS_TOKEN), for a Prometheus scraper;
 * - `moderator`, `admin`: the console (ADR 66): a member's bearer token at aal2 whose role is at least this
 *   one. A lower role is refused with 403 `forbidden`; the right role at aal1 with 403
 *   `mfa_required` (step up).
 */
export type Access =
  'public' | 'member' | 'optional' | 'cookie' | 'operator' | 'metrics' | 'moderator' | 'admin';

/** Statuses an endpoint may fail with, each with the error codes it can carry. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

export interface EndpointSpec {
  tag: ApiTag;
  /** One line for the docs page, starting with a verb: "Create a swap request". */
  summary: string;
  description?: string;
  access: Access;
  /**
   * `member` and `optional` endpoints only: a member with a verified factor reaches this one before passing
   * it (the sign-in steps: who is signed in, the assurance level, factors, recovery codes). Everywhere else
   * such a session is refused with 403 `mfa_required`.
   */
  beforeSecondFactor?: true;
  /**
   * `member` endpoints that reach other members: refused with 403 `email_unverified` until the address is
   * verified.
   */
  needsVerifiedEmail?: true;
  /**
   * `member` endpoints that serve a paid feature (`planFeatures` in `../plans.ts`): a member below the
   * feature's plan is refused with 403 `plan_required`, the body's `plan` naming the plan (ADR 84).
   */
  planFeature?: PlanFeatureId;
  /**
   * The personal-access-token scope that lets a program call this member endpoint for an Enterprise member
   * (ADR 71). Without it, tokens are refused here. Never on auth, factor, account-deletion, billing or
   * operator endpoints (a test checks).
   */
  tokenScope?: TokenScope;
  /**
   * `member` endpoints without a token scope that a member's helper may use for them (ADR 195): the line of
   * the consent screen that covers it (`helperMayDo` in `../member-helpers.ts`). Endpoints with a scope are
   * covered by `helperScopes` instead; settings never declare this, and a personal access token never acts.
   */
  helper?: HelperConsent;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `multipart` bodies (file uploads) are read and checked by the handler, not by a schema. */
  bodyType?: 'json' | 'multipart';
  /**
   * The media type of the success answers when they are not JSON (Prometheus text, a gzip download, an image,
   * an event stream). Such a handler sends its body already encoded; errors are JSON as everywhere.
   */
  produces?: string;
  /** Each answer that is not an error, by status; `null` when it has no body. */
  responses: Partial<Record<200 | 201 | 202 | 204 | 302 | 303 | 304, z.ZodType | null>>;
  /** The errors callers should handle. Every endpoint may also answer 500 and 503; see `commonErrors`. */
  errors?: Partial<Record<ErrorStatus, readonly ErrorCode[]>>;
}

export type Endpoint<R extends Route = Route, S extends EndpointSpec = EndpointSpec> = R & S;

/** Errors any endpoint may answer, so the OpenAPI document lists them everywhere. */
export const commonErrors = {
  500: ['internal_error'],
  503: ['service_unavailable'],
} as const satisfies Record<number, readonly ErrorCode[]>;

export function defineEndpoint<const R extends Route, const S extends EndpointSpec>(
  address: R,
  spec: S,
): Endpoint<R, S> {
  return { ...spec, ...address };
}

/** A browser `FormData` (this package does not load the DOM types). */
export interface MultipartBody {
  append: (...args: never[]) => unknown;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends: path parameters, query and body, each only when the endpoint has them. */
export type EndpointInput<E extends EndpointSpec> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType
    ? Record<string, never> extends InputOf<E['query']>
      ? { query?: InputOf<E['query']> }
      : { query: InputOf<E['query']> }
    : { query?: never }) &
  (E['bodyType'] extends 'multipart'
    ? { body: MultipartBody }
    : E['body'] extends z.ZodType
      ? { body: InputOf<E['body']> }
      : { body?: never });

/** What a client receives on success (any of the declared 2xx answers). */
export type EndpointOutput<E extends EndpointSpec> = {
  [S in keyof E['responses']]: S extends 200 | 201 | 202 | 204 ? OutputOf<E['responses'][S]> : never;
}[keyof E['responses']];
