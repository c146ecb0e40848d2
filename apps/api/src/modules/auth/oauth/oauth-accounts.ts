import { fullNameSchema } from '@skillswap/contracts/auth/schemas';
import type { AuditContext } from '../../../lib/audit.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { findAccountByEmail, insertAccount, noteDevice } from '../sessions/index.ts';
import { markEmailVerifiedByProvider } from '../email-verification/index.ts';
import { welcomeMail } from '../shared/auth-mail.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';
import type { OAuthProvider, ProviderAccount } from './oauth-providers.ts';
import { findIdentity, findLinkedAccount, linkIdentity } from './oauth.repository.ts';

export type ResolvedAccount = { kind: 'member'; userId: string } | { kind: 'refused'; reason: string };

/**
 * The member a provider account signs in as: the one already linked, else the account with the same
 * address when the provider has verified it, else a new account. Deleted accounts stay closed.
 */
export async function resolveOAuthAccount(
  runtime: AuthRuntime,
  provider: OAuthProvider,
  account: ProviderAccount,
  client: AuditContext,
): Promise<ResolvedAccount> {
  const now = runtime.deps.clock.now();
  return runtime.deps.database.db.transaction(async (tx): Promise<ResolvedAccount> => {
    const linkedUserId = await findIdentity(tx, provider.id, account.providerUserId);
    if (linkedUserId) {
      const user = await findLinkedAccount(tx, linkedUserId);
      // A suspended member (ADR 73) cannot sign in with a provider either.
      if (!user || user.deletedAt || user.suspendedAt)
        return { kind: 'refused', reason: 'account_unavailable' };
      await noteDevice(runtime, tx, {
        userId: linkedUserId,
        email: user.email,
        client,
        isFirstSignIn: false,
      });
      return { kind: 'member', userId: linkedUserId };
    }
    // Linking by address is only safe when the provider vouches for it; otherwise anyone could claim it.
    if (!account.email || !account.isEmailVerified) return { kind: 'refused', reason: 'email_not_verified' };
    const existing = await findAccountByEmail(tx, account.email);
    if (existing?.deletedAt || existing?.suspendedAt)
      return { kind: 'refused', reason: 'account_unavailable' };
    let userId = existing?.id ?? null;
    if (!userId) {
      const fullName = memberNameOf(account);
      userId = await insertAccount(tx, { email: account.email, fullName, passwordHash: null });
      if (!userId) return { kind: 'refused', reason: 'try_again' };
      await runtime.createProfile(tx, { id: userId, fullName });
      await enqueueMessage(tx, welcomeMail(runtime.deps.config, account.email, fullName));
    }
    await linkIdentity(tx, {
      provider: provider.id,
      providerUserId: account.providerUserId,
      userId,
      email: account.email,
      now,
    });
    // The provider vouched for the address (checked above), so it counts as verified (ADR 67).
    await markEmailVerifiedByProvider(tx, { userId, provider: provider.id, now, client });
    await noteDevice(runtime, tx, { userId, email: account.email, client, isFirstSignIn: !existing });
    return { kind: 'member', userId };
  });
}

/**
 * The new member's name: the provider's, when it passes the rules every member name passes, else the part of
 * the address before the @, else 'Member'.
 */
function memberNameOf(account: ProviderAccount): string {
  for (const candidate of [account.fullName, account.email?.split('@')[0]]) {
    const name = fullNameSchema.safeParse([...(candidate ?? '')].slice(0, 100).join(''));
    if (name.success) return name.data;
  }
  return 'Member';
}
