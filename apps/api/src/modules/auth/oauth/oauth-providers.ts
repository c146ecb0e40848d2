import type { Config } from '../../../config.ts';

export type OAuthProviderId = 'github' | 'google';

export interface OAuthProvider {
  id: OAuthProviderId;
  name: string;
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userUrl: string;
  scopes: string[];
}

/** What we need from a provider's account: a stable id and an address the provider vouches for. */
export interface ProviderAccount {
  providerUserId: string;
  email: string | null;
  isEmailVerified: boolean;
  fullName: string | null;
}

/** Providers with credentials in the environment; endpoint URLs default to the real ones. */
export function listConfiguredProviders(config: Config): OAuthProvider[] {
  const providers: OAuthProvider[] = [];
  if (config.OAUTH_GITHUB_CLIENT_ID && config.OAUTH_GITHUB_CLIENT_SECRET) {
    providers.push({
      id: 'github',
      name: 'GitHub',
      clientId: config.OAUTH_GITHUB_CLIENT_ID,
      clientSecret: config.OAUTH_GITHUB_CLIENT_SECRET,
      authorizationUrl: config.OAUTH_GITHUB_AUTHORIZATION_URL,
      tokenUrl: config.OAUTH_GITHUB_TOKEN_URL,
      userUrl: config.OAUTH_GITHUB_USER_URL,
      scopes: ['read:user', 'user:email'],
    });
  }
  if (config.OAUTH_GOOGLE_CLIENT_ID && config.OAUTH_GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      name: 'Google',
      clientId: config.OAUTH_GOOGLE_CLIENT_ID,
      clientSecret: config.OAUTH_GOOGLE_CLIENT_SECRET,
      authorizationUrl: config.OAUTH_GOOGLE_AUTHORIZATION_URL,
      tokenUrl: config.OAUTH_GOOGLE_TOKEN_URL,
      userUrl: config.OAUTH_GOOGLE_USER_URL,
      scopes: ['openid', 'email', 'profile'],
    });
  }
  return providers;
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'SkillSwap',
    },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Provider answered ${response.status} for its user endpoint`);
  return response.json();
}

interface GitHubUser {
  id?: number | string;
  login?: string;
  name?: string | null;
  email?: string | null;
}
interface GitHubEmail {
  email: string;
  primary: boolean;
  verified: boolean;
}
interface GoogleUser {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  name?: string;
}

/** Reads the signed-in provider account in the provider's own shape (GitHub REST or OpenID userinfo). */
export async function fetchProviderAccount(
  provider: OAuthProvider,
  accessToken: string,
): Promise<ProviderAccount> {
  if (provider.id === 'github') {
    const user = (await getJson(provider.userUrl, accessToken)) as GitHubUser;
    if (user.id === undefined) throw new Error('GitHub user has no id');
    // The profile e-mail is optional and unverified; the emails endpoint says which one is verified.
    const emails = (await getJson(`${provider.userUrl}/emails`, accessToken).catch(
      () => [],
    )) as GitHubEmail[];
    const primary = Array.isArray(emails)
      ? emails.find((entry) => entry.primary && entry.verified)
      : undefined;
    return {
      providerUserId: String(user.id),
      email: primary?.email ?? user.email ?? null,
      isEmailVerified: primary !== undefined,
      fullName: user.name ?? user.login ?? null,
    };
  }
  const user = (await getJson(provider.userUrl, accessToken)) as GoogleUser;
  if (!user.sub) throw new Error('Google user has no subject');
  return {
    providerUserId: user.sub,
    email: user.email ?? null,
    isEmailVerified: user.email_verified === true || user.email_verified === 'true',
    fullName: user.name ?? null,
  };
}
