import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import type { HashCost } from '../shared/password.ts';
import { SigningKeyStore } from '../signing-keys/index.ts';

/** What the auth code needs beyond app.deps: the key store (one per database) and derived settings. */
export interface AuthRuntime {
  deps: AppDeps;
  keys: SigningKeyStore;
  issuer: string;
  hashCost: HashCost;
  /** The soonest a sign-up is answered, in ms after it arrived (SIGN_UP_ANSWER_MS). */
  signUpAnswerMs: number;
  isSecureSite: boolean;
}

const runtimes = new WeakMap<object, AuthRuntime>();

/** One runtime per app (keyed by its deps object), shared by the auth routes and the access check. */
export function getAuthRuntime(app: FastifyInstance): AuthRuntime {
  const { deps } = app;
  let runtime = runtimes.get(deps);
  if (!runtime) {
    const publicUrl = deps.config.PUBLIC_URL.replace(/\/$/, '');
    runtime = {
      deps,
      keys: new SigningKeyStore(deps.database.db, deps.config.AUTH_SECRET),
      issuer: `${publicUrl}/api/auth`,
      hashCost: {
        memoryCost: deps.config.ARGON2_MEMORY_KIB,
        timeCost: deps.config.ARGON2_TIME_COST,
        parallelism: 1,
      },
      signUpAnswerMs: deps.config.SIGN_UP_ANSWER_MS,
      isSecureSite: publicUrl.startsWith('https://'),
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}
