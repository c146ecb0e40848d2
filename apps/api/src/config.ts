import path from 'node:path';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy-setting.ts';

/** Development-only default; loadConfig refuses it when NODE_ENV=production. */
const devAuthSecret = 'dev-only-auth-secret-change-me-0123456789abcdef';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used for links in e-mail, cookies, CORS and WebAuthn. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  /**
   * PostgreSQL limits (ms): connecting (also waiting for a pooled connection), one statement, idling in a
   * transaction.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** PostgreSQL connections this process keeps at most (its pool); PGlite has one connection. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Where the embedded database lives when DATABASE_URL is unset; "memory://" keeps it in memory. */
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@skillswap.example'),
  MAIL_FROM: z.string().default('SkillSwap <no-reply@skillswap.example>'),
  SMTP_URL: z.url().optional(),
  /** Which X-Forwarded-For hops to believe: a hop count or proxy addresses/CIDRs (trust-proxy-setting.ts). */
  TRUST_PROXY: trustProxySetting,
  /**
   * `smtp` sends e-mail to SMTP_URL; `log` keeps it in the outbox and the log. Unset: smtp when SMTP_URL is
   * set.
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'log']).optional(),
  /**
   * On SIGTERM/SIGINT: how long requests in flight and the job in hand get before the process exits anyway.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Tests only (refused in production): every background job runs this often instead of its own interval. */
  JOB_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).optional(),
  /**
   * Webhook endpoints on a loopback address (127.0.0.0/8, ::1). Allowed outside production (plain http too);
   * in production only with `true`, and only over https (ADR 100, threat T70).
   */
  WEBHOOK_ALLOW_LOOPBACK: z.enum(['true', 'false']).optional(),
  /**
   * This install's name among federated exchanges (ADR 183): lower-case letters, digits and dashes. Left out,
   * the first label of PUBLIC_URL's host. Peers on loopback follow WEBHOOK_ALLOW_LOOPBACK's rule.
   */
  NODE_NAME: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,29}$/, 'NODE_NAME is 2 to 30 lower-case letters, digits and dashes')
    .optional(),
  /**
   * Whether profile views and appearances in Explore and Matches are counted for the analytics dashboard
   * (ADR 106). `off` exists for the benchmark that measures what counting costs Explore.
   */
  PROFILE_ACTIVITY_COUNTING: z.enum(['on', 'off']).default('on'),
  /**
   * Push services the server may send web push to (threat T73): host names, "*.domain" for subdomains. Tests
   * add 127.0.0.1 for their fake push service (plain HTTP is allowed to loopback only;
   * production refuses it).
   */
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .default('fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com'),
  /**
   * How long a chat message waits unread before it is mailed, grouped with the conversation's other unread
   * messages, to members who chose grouped message mail (the default).
   */
  MESSAGE_MAIL_DELAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Demo members created when the database is empty at start (0 turns seeding off). */
  SEED_MEMBERS: z.coerce.number().int().min(0).default(200),
  WEB_DIST: z.string().optional(),
  /**
   * Where earlier versions kept avatar files; read once at start to import them into the database (ADR 0060).
   */
  UPLOAD_DIR: z.string().optional(),
  /** Root secret for auth: encrypts signing keys and MFA secrets at rest. Required in production. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').default(devAuthSecret),
  /** argon2id cost; production refuses anything below the OWASP minimum (m=19456 KiB, t=2). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
  /**
   * Sign-up answers no sooner than this many ms after the request arrived, so a registered address (less
   * work) cannot be told from a new one by the time of the answer (ADR 80). Tests turn it off to stay fast.
   */
  SIGN_UP_ANSWER_MS: z.coerce.number().int().min(0).max(10_000).default(250),
  /** OAuth providers appear only when their client id and secret are set; URLs override the defaults. */
  OAUTH_GITHUB_CLIENT_ID: z.string().optional(),
  OAUTH_GITHUB_CLIENT_SECRET: z.string().optional(),
  OAUTH_GITHUB_AUTHORIZATION_URL: z.url().optional(),
  OAUTH_GITHUB_TOKEN_URL: z.url().optional(),
  OAUTH_GITHUB_USER_URL: z.url().optional(),
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OAUTH_GOOGLE_AUTHORIZATION_URL: z.url().optional(),
  OAUTH_GOOGLE_TOKEN_URL: z.url().optional(),
  OAUTH_GOOGLE_USER_URL: z.url().optional(),
  /** Origins (comma-separated) trusted besides PUBLIC_URL by the cookie endpoints and OAuth redirect_to. */
  AUTH_ALLOWED_ORIGINS: z.string().default(''),
  /**
   * Online billing (docs/operations.md "Billing"): on only when the secret key, webhook secret and both price
   * ids are set.
   */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_PREMIUM: z.string().optional(),
  STRIPE_PRICE_ELITE: z.string().optional(),
  /** Where the Stripe SDK sends its requests instead of api.stripe.com (a local fake in tests and e2e). */
  STRIPE_API_URL: z.url().optional(),
  /**
   * Text-message codes (docs/operations.md, the VONAGE_* settings): on only when the Vonage key, secret and
   * sender are all set.
   */
  VONAGE_API_KEY: z.string().min(1).optional(),
  VONAGE_API_SECRET: z.string().min(1).optional(),
  /** The sender the member sees: a number in E.164 without the plus, or up to 11 letters where allowed. */
  SMS_FROM: z
    .string()
    .regex(
      /^(\d{4,15}|[A-Za-z0-9 ]{1,11})$/,
      'SMS_FROM must be a phone number or up to 11 letters and digits',
    )
    .optional(),
  /** Where the Vonage SDK sends texts instead of rest.nexmo.com (a local fake in tests and e2e). */
  VONAGE_REST_URL: z.url().optional(),
  /**
   * The Coach's optional note (ADR 117): an OpenAI-compatible chat-completions URL (the full
   * `.../v1/chat/completions` address), the model to name, and a key sent as a bearer token when set. Without
   * a URL the Coach shows its plan as steps. A slow or failing provider never holds the page longer
   * than the time-out.
   */
  COACH_LLM_URL: z.url().optional(),
  COACH_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  COACH_LLM_API_KEY: z.string().min(1).optional(),
  COACH_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /** Turns on GET /metrics, which then needs `Authorization: Bearer <token>`; unset or empty keeps it off. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters')
      .regex(/^\S+$/, 'METRICS_TOKEN must not contain spaces')
      .optional(),
  ),
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
