import path from 'node:path';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Development-only default; loadConfig refuses it when NODE_ENV=production. */
const devAuthSecret = 'dev-only-auth-secret-change-me-0123456789abcdef';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the site, used for links in e-mail, cookies, CORS and WebAuthn. */
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.url().optional(),
  /** PostgreSQL limits (ms): connecting (also waiting for a pooled connection), one statement, idling in a transaction. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Where the embedded database lives when DATABASE_URL is unset; "memory://" keeps it in memory. */
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@skillswap.example'),
  MAIL_FROM: z.string().default('SkillSwap <no-reply@skillswap.example>'),
  SMTP_URL: z.url().optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Demo members created when the database is empty at start (0 turns seeding off). */
  SEED_MEMBERS: z.coerce.number().int().min(0).default(200),
  WEB_DIST: z.string().optional(),
  UPLOAD_DIR: z.string().optional(),
  /** Root secret for auth: encrypts signing keys and MFA secrets at rest. Required in production. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').default(devAuthSecret),
  /** argon2id cost; production refuses anything below the OWASP minimum (m=19456 KiB, t=2). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19456),
  ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
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
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'WEB_DIST' | 'UPLOAD_DIR'> & {
  PUBLIC_URL: string;
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
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // `npm -w @skillswap/api run …` runs in apps/api; INIT_CWD is where the operator typed it, as for `npm start`,
  // so the operator commands and the server mean the same folder by `./data`.
  const dataDir =
    values.DATA_DIR === 'memory://' ? values.DATA_DIR : path.resolve(env.INIT_CWD ?? '.', values.DATA_DIR);
  return {
    ...values,
    DATA_DIR: dataDir,
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
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
    }),
    ...overrides,
  };
}
