import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy-setting.ts';

/** Development-only default; loadConfig refuses it when NODE_ENV=production. */
const devAuthSecret = 'dev-only-auth-secret-change-me-0123456789abcdef';

/**
 * Every setting, in the order docs/operations.md lists them. Each one's doc comment is its row's meaning
 * there (`npm run docs:config` writes the table; `npm run lint:config` fails when it differs); the default
 * column comes from the schema, or from an `@default` tag where loadConfig computes the value.
 */
export const configSchema = z.object({
  /**
   * `production` refuses the development secret, cheap password hashing and the test-only settings, and needs
   * `SMTP_URL` or `MAIL_TRANSPORT=log`; `npm start` sets it.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** HTTP port for the API and the web app. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The site's public origin: links in mail, cookies, CORS and WebAuthn.
   * @default `http://localhost:$PORT`
   */
  PUBLIC_URL: z.url().optional(),
  /** PostgreSQL connection string; unset, the embedded database (PGlite) in `DATA_DIR`. */
  DATABASE_URL: z.url().optional(),
  /** Where the embedded database lives when `DATABASE_URL` is unset; `memory://` keeps it in memory. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL: the longest wait (ms) to connect, or for a free pooled connection. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /**
   * PostgreSQL: the longest statement (ms, its `statement_timeout`); the client gives up 2 s later if the
   * server is frozen.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** PostgreSQL: a transaction left idle this long (ms) is ended and its locks released. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** PostgreSQL connections one server process keeps at most (its pool); PGlite has one connection. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * Demo members created when the database is empty at start, with the swaps, reviews and SkillCoin they
   * traded, and (from 12 members) communities, board posts and workshops around them; `0` turns seeding off.
   */
  SEED_MEMBERS: z.coerce.number().int().min(0).default(200),
  /** The pino log level. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where contact messages go; shown on the Contact page. */
  SUPPORT_EMAIL: z.email().default('support@skillswap.example'),
  /** The sender of outgoing mail. */
  MAIL_FROM: z.string().default('SkillSwap <no-reply@skillswap.example>'),
  /** The SMTP server for outgoing mail; unset keeps mail in the outbox and the log. */
  SMTP_URL: z.url().optional(),
  /**
   * `smtp` sends mail to `SMTP_URL`; `log` keeps it in the outbox and the log. Production refuses to start
   * without `SMTP_URL` unless this says `log` (`npm start` on the embedded database says so for you).
   * @default `smtp` with `SMTP_URL`, else `log`
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  /**
   * How long a chat message waits unread (1–1440 minutes) before it is mailed, grouped with the
   * conversation's other unread messages, to members who chose grouped message mail (the default).
   */
  MESSAGE_MAIL_DELAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /**
   * Which `X-Forwarded-For` hops to believe for client addresses (the per-address limits): the number of
   * reverse proxies in front (`1`: the right-most address is the client; only when every request comes
   * through them), or the proxies' addresses or CIDRs, comma-separated (`10.0.0.0/8,127.0.0.1`; also
   * `loopback`). `false` or `0` believes none; `true` is refused at start, since it would believe the
   * left-most address, which the client writes (trust-proxy-setting.ts).
   */
  TRUST_PROXY: trustProxySetting,
  /**
   * On SIGTERM/SIGINT the server stops taking connections, finishes the requests in flight and the job in
   * hand, closes the database and exits 0, logging each step; past this bound (ms) it exits 1 anyway, naming
   * the steps still pending (ADR 56, 76). `npm start` exits with its server's code, or 128 + the signal's
   * number when a signal killed it.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * Root secret (32 characters or more) that encrypts signing keys and MFA secrets at rest. Required in
   * production, where the development value is refused; `npm start` on the embedded database makes one in
   * `$DATA_DIR/auth-secret`.
   * @default a development value
   */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').default(devAuthSecret),
  /** Password hashing memory (argon2id, KiB); production refuses less than the OWASP minimum. */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19456),
  /** Password hashing passes (argon2id); production refuses fewer than the OWASP minimum. */
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  /**
   * Sign-up answers no sooner than this many ms after the request arrived, so a registered address (less
   * work) cannot be told from a new one by the time of the answer (ADR 80); `0` turns the floor off (the
   * tests do, to stay fast).
   */
  SIGN_UP_ANSWER_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /**
   * Origins (comma-separated) trusted besides `PUBLIC_URL` by the cookie endpoints and OAuth `redirect_to`.
   */
  AUTH_ALLOWED_ORIGINS: z.string().default(''),
  /**
   * With its secret, turns on "Sign in with GitHub" (the OAuth app's callback is
   * `$PUBLIC_URL/api/auth/callback`).
   */
  OAUTH_GITHUB_CLIENT_ID: z.string().optional(),
  /** The GitHub OAuth app's client secret. */
  OAUTH_GITHUB_CLIENT_SECRET: z.string().optional(),
  /** GitHub's authorization address (tests point it at a local identity provider). */
  OAUTH_GITHUB_AUTHORIZATION_URL: z.url().default('https://github.com/login/oauth/authorize'),
  /** GitHub's token address. */
  OAUTH_GITHUB_TOKEN_URL: z.url().default('https://github.com/login/oauth/access_token'),
  /** GitHub's user address. */
  OAUTH_GITHUB_USER_URL: z.url().default('https://api.github.com/user'),
  /**
   * With its secret, turns on "Sign in with Google" (the OAuth client's callback is
   * `$PUBLIC_URL/api/auth/callback`).
   */
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  /** The Google OAuth client's secret. */
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Google's authorization address (tests point it at a local identity provider). */
  OAUTH_GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  /** Google's token address. */
  OAUTH_GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  /** Google's user information address. */
  OAUTH_GOOGLE_USER_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /**
   * Online billing (see Billing below) is on only when this, `STRIPE_WEBHOOK_SECRET` and both price ids are
   * set; otherwise paid plans go through the contact form.
   */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the Stripe webhook endpoint (`$PUBLIC_URL/api/billing/stripe-webhook`). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The Stripe price id of the Premium plan. */
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  /** The Stripe price id of the Elite plan. */
  STRIPE_PRICE_ELITE: z.string().optional(),
  /**
   * Where the Stripe SDK sends its requests (the tests' local fake).
   * @default `https://api.stripe.com`, the SDK's own
   */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Text-message codes go through Vonage when this, `VONAGE_API_SECRET` and `SMS_FROM` are all set; one or
   * two of them stop start-up. Unset, Settings offers no "Add text message" and phone enrolment answers 409
   * `sms_not_configured` (ADR 81).
   */
  VONAGE_API_KEY: z.string().min(1).optional(),
  /** The Vonage API secret. */
  VONAGE_API_SECRET: z.string().min(1).optional(),
  /** The sender the member sees: a number in E.164 without the plus, or up to 11 letters where allowed. */
  SMS_FROM: z
    .string()
    .regex(
      /^(\d{4,15}|[A-Za-z0-9 ]{1,11})$/,
      'SMS_FROM must be a phone number or up to 11 letters and digits',
    )
    .optional(),
  /** Where the Vonage SDK sends texts (the tests' local fake). */
  VONAGE_REST_URL: z.url().default('https://rest.nexmo.com'),
  /**
   * The Coach's optional note (ADR 117): an OpenAI-compatible chat-completions address (the full
   * `.../v1/chat/completions`). Unset, the Coach shows its plan as steps.
   */
  COACH_LLM_URL: z.url().optional(),
  /** The model the Coach names in its request. */
  COACH_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** A key the Coach sends as a bearer token, when set. */
  COACH_LLM_API_KEY: z.string().min(1).optional(),
  /** How long (ms) the Coach waits for the note; a slow or failing provider leaves the plan as steps. */
  COACH_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /**
   * Turns on `GET /metrics` (Prometheus text: requests by route, pool, outbox, jobs; ADR 57), which then
   * needs `Authorization: Bearer <token>` (16 characters or more, no spaces); unset or empty, it answers 404.
   */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters')
      .regex(/^\S+$/, 'METRICS_TOKEN must not contain spaces')
      .optional(),
  ),
  /**
   * Push services the server sends web push to (host names, `*.domain` for subdomains; ADR 105, threat T73).
   * Loopback entries are for the tests' fake push service (plain HTTP only to loopback) and stop start-up in
   * production.
   */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default('fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com'),
  /**
   * Webhook endpoints on a loopback address (127.0.0.0/8, ::1): outside production they are allowed, plain
   * http too; in production only `true` allows them, and only over https. Private and internal addresses are
   * always refused (ADR 100, threat T70).
   * @default `true` outside production, else `false`
   */
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).optional(),
  /**
   * This install's name among federated exchanges (ADR 183): 2 to 30 lower-case letters, digits and dashes.
   * Peers on loopback and plain http follow `WEBHOOK_ALLOW_LOOPBACK`'s rule.
   * @default the first label of `PUBLIC_URL`'s host
   */
  NODE_NAME: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,29}$/, 'NODE_NAME is 2 to 30 lower-case letters, digits and dashes')
    .optional(),
  /**
   * Whether profile views and appearances in Explore and Matches are counted for the analytics dashboard
   * (ADR 106); `off` exists for the benchmark that measures what counting costs Explore.
   */
  PROFILE_ACTIVITY_COUNTING: z.enum(['on', 'off']).default('on'),
  /**
   * The built web app the server serves.
   * @default `apps/web/dist`
   */
  WEB_DIST: z.string().optional(),
  /**
   * Where earlier versions kept avatar files. Avatars now live in the database: files found in `avatars/`
   * here are imported once at start, then moved to `avatars-imported/` (kept; delete it once a backup holds
   * them; ADR 60).
   * @default `$DATA_DIR/uploads`
   */
  UPLOAD_DIR: z.string().optional(),
  /**
   * Tests only (refused in production): every background job runs this often (ms) instead of its own
   * interval.
   */
  JOB_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).optional(),
});

export type Config = Omit<
  z.infer<typeof configSchema>,
  'PUBLIC_URL' | 'WEB_DIST' | 'UPLOAD_DIR' | 'MAIL_TRANSPORT'
> & {
  PUBLIC_URL: string;
  MAIL_TRANSPORT: 'smtp' | 'log';
  WEB_DIST: string;
  UPLOAD_DIR: string;
};

/** The only reader of process.env: validates it and stops with a message naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production') refuseDevAuthSettings(values);
  const mailTransport = chooseMailTransport(values);
  refuseHalfSmsSettings(values);
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // `npm -w @skillswap/api run …` runs in apps/api; INIT_CWD is where the operator typed it, as for `npm
  // start`, so the operator commands and the server mean the same folder by `./data`.
  const dataDir =
    values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(env.INIT_CWD ?? '.', values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    MAIL_TRANSPORT: mailTransport,
    WEB_DIST: values.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    UPLOAD_DIR:
      values.UPLOAD_DIR ?? path.join(dataDir === 'memory://' ? repoRoot + '/data' : dataDir, 'uploads'),
  };
}

function refuseDevAuthSettings(values: z.infer<typeof configSchema>) {
  if (values.AUTH_SECRET === devAuthSecret) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: set a secret of your own in production');
  }
  if (values.ARGON2_MEMORY_KIB < 19456 || values.ARGON2_TIME_COST < 2) {
    throw new ConfigError('Invalid configuration:\n  ARGON2_*: below the minimum cost in production');
  }
  if (values.JOB_INTERVAL_MS !== undefined) {
    throw new ConfigError('Invalid configuration:\n  JOB_INTERVAL_MS: a test setting, refused in production');
  }
  if (/(^|,)\s*(127\.0\.0\.1|localhost|\[::1\])\s*(,|$)/i.test(values.PUSH_ENDPOINT_HOSTS)) {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_ENDPOINT_HOSTS: loopback push services are for tests only',
    );
  }
}

/**
 * Production never marks mail sent without sending it, unless told to in so many words (MAIL_TRANSPORT=log).
 */
function chooseMailTransport(values: z.infer<typeof configSchema>): 'smtp' | 'log' {
  const transport = values.MAIL_TRANSPORT ?? (values.SMTP_URL ? 'smtp' : 'log');
  if (transport === 'smtp' && !values.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when MAIL_TRANSPORT=smtp');
  }
  if (values.NODE_ENV === 'production' && !values.MAIL_TRANSPORT && !values.SMTP_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  SMTP_URL: required in production (or MAIL_TRANSPORT=log to keep mail in the outbox and the log)',
    );
  }
  return transport;
}

/**
 * Half an SMS setup would offer no text messages while the operator believes it does: stop and say what is
 * missing.
 */
function refuseHalfSmsSettings(values: z.infer<typeof configSchema>) {
  const settings = {
    VONAGE_API_KEY: values.VONAGE_API_KEY,
    VONAGE_API_SECRET: values.VONAGE_API_SECRET,
    SMS_FROM: values.SMS_FROM,
  };
  const missing = Object.entries(settings).flatMap(([name, value]) => (value ? [] : [name]));
  if (missing.length === 0 || missing.length === 3) return;
  throw new ConfigError(
    `Invalid configuration:\n${missing.map((name) => `  ${name}: required with the other text-message settings (VONAGE_API_KEY, VONAGE_API_SECRET, SMS_FROM)`).join('\n')}`,
  );
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Config for tests: defaults plus overrides, never read from the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      SEED_MEMBERS: '0',
      // Cheap hashing keeps suites fast; auth tests prove the production cost separately.
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      // Suites sign up many members; the sign-up floor has its own test.
      SIGN_UP_ANSWER_MS: '0',
    }),
    ...overrides,
  };
}
