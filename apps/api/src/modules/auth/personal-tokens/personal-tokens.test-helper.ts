import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlanTier } from '@skillswap/contracts/shared/plans';
import type { TokenScope } from '@skillswap/contracts/personal-tokens/schemas';
import type { Database } from '../../../db/client.ts';
import { profiles } from '../../../db/schema/index.ts';
import type { TestMember } from '../../../test/members.ts';

/** Puts a member on a plan, as an operator arranging Enterprise by hand does. */
export async function setPlan(database: Database, member: TestMember, plan: PlanTier) {
  await database.db.update(profiles).set({ plan }).where(eq(profiles.id, member.userId));
}

/** Creates a token through Settings → API's endpoint and answers the token string (shown once). */
export async function createToken(
  app: FastifyInstance,
  member: TestMember,
  scopes: readonly TokenScope[],
  name = `Token for ${scopes.length} scopes`,
): Promise<{ id: string; token: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/personal-tokens',
    headers: member.authHeader,
    payload: { name, scopes },
  });
  if (response.statusCode !== 201) throw new Error(`Token creation failed: ${response.body}`);
  return response.json<{ data: { id: string; token: string } }>().data;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
