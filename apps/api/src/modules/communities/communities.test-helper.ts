import type { memberCalls } from '../../test/member-calls.ts';
import type { TestMember } from '../../test/members.ts';

/**
 * A public, open community named `slug` with an owner (Olga), a second coordinator (Cora) and the named
 * members, all active, made through the API. `joinMember` makes a member able to trade (the swap
 * kit's, for example).
 */
export async function createCoordinatedCommunity(
  ok: ReturnType<typeof memberCalls>['ok'],
  options: { slug: string; memberNames: string[]; joinMember: (fullName: string) => Promise<TestMember> },
) {
  const { slug, joinMember } = options;
  const owner = await joinMember(`Olga ${slug}`);
  await ok(owner, 'POST', '/api/communities', {
    name: slug,
    description: '',
    isOnline: false,
    city: 'Porto',
    visibility: 'public',
    joinRule: 'open',
  });
  const coordinator = await joinMember(`Cora ${slug}`);
  await ok(coordinator, 'POST', `/api/communities/${slug}/join`, {});
  await ok(owner, 'POST', `/api/communities/${slug}/members/${coordinator.userId}/role`, {
    role: 'coordinator',
  });
  const members: TestMember[] = [];
  for (const name of options.memberNames) {
    const member = await joinMember(name);
    await ok(member, 'POST', `/api/communities/${slug}/join`, {});
    members.push(member);
  }
  return { owner, coordinator, members };
}
