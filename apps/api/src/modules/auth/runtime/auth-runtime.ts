import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
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
  /**
   * Creates a new member's profile in the sign-up's transaction: profiles' function, which app.ts hands in
   * (ADR 128).
   */
  createProfile: CreateProfile;
}

/** What the profiles module does when auth creates an account; auth cannot import it (profiles uses auth). */
export type CreateProfile = (tx: DbOrTx, member: { id: string; fullName: string }) => Promise<void>;

/** What auth needs from the modules above it, handed in by the code that composes them (ADR 128). */
export interface AuthRoutesOptions {
  createProfile: CreateProfile;
}

const noProfileCreator: CreateProfile = () => {
  throw new Error('The auth routes were registered without createProfile (ADR 128).');
};

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
      createProfile: noProfileCreator,
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/** The auth routes take what the composing code hands in; every route of this app then uses it. */
export function provideAuthHooks(app: FastifyInstance, options: AuthRoutesOptions) {
  getAuthRuntime(app).createProfile = options.createProfile;
}
