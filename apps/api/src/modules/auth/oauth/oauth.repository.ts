import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { oauthAuthCodes, oauthFlows, oauthIdentities, users } from '../../../db/schema/index.ts';

export type OAuthFlowRow = typeof oauthFlows.$inferSelect;

export async function insertFlow(db: DbOrTx, flow: OAuthFlowRow) {
  await db.insert(oauthFlows).values(flow);
}

/** Takes a flow out of the table: a state works once, and only before it expires. */
export async function consumeFlow(db: DbOrTx, stateHash: string, now: Date): Promise<OAuthFlowRow | null> {
  const [row] = await db.delete(oauthFlows).where(eq(oauthFlows.stateHash, stateHash)).returning();
  if (!row || row.expiresAt <= now) return null;
  return row;
}

export async function findIdentity(db: DbOrTx, provider: string, providerUserId: string) {
  const [row] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.providerUserId, providerUserId)));
  return row?.userId ?? null;
}

export async function linkIdentity(
  db: DbOrTx,
  identity: { provider: string; providerUserId: string; userId: string; email: string | null; now: Date },
) {
  await db
    .insert(oauthIdentities)
    .values({
      provider: identity.provider,
      providerUserId: identity.providerUserId,
      userId: identity.userId,
      email: identity.email,
      createdAt: identity.now,
    })
    .onConflictDoNothing();
}

export async function insertAuthCode(
  db: DbOrTx,
  code: {
    codeHash: string;
    userId: string;
    provider: string;
    codeChallenge: string;
    now: Date;
    expiresAt: Date;
  },
) {
  await db.insert(oauthAuthCodes).values({ ...code, createdAt: code.now });
}

/** Marks a sign-in code used, in one statement, and answers it only if it was unused and unexpired. */
export async function redeemAuthCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .update(oauthAuthCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthAuthCodes.codeHash, codeHash),
        isNull(oauthAuthCodes.usedAt),
        gt(oauthAuthCodes.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** The account a provider identity is linked to: its address and whether it may sign in. */
export async function findLinkedAccount(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ email: users.email, deletedAt: users.deletedAt, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}
