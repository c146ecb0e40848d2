import type { APIRequestContext } from '@playwright/test';
import { callAsMember, expect, testClientAddress, type TestMember } from './member-session.ts';

/**
 * A community made through the API as a member makes one (public, open, in person, in Leeds unless told
 * otherwise), which `members` then join; answers its slug. The journeys about coordinators start from here.
 */
export async function createCommunity(
  request: APIRequestContext,
  owner: TestMember,
  options: { name: string; members?: TestMember[]; city?: string; description?: string },
): Promise<string> {
  const response = await request.post('/api/communities', {
    headers: { authorization: `Bearer ${owner.accessToken}`, 'x-forwarded-for': testClientAddress() },
    data: {
      name: options.name,
      description: options.description ?? 'Neighbours trading hours.',
      isOnline: false,
      city: options.city ?? 'Leeds',
      visibility: 'public',
      joinRule: 'open',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { slug } = ((await response.json()) as { data: { slug: string } }).data;
  for (const member of options.members ?? []) {
    await callAsMember(request, member, `/api/communities/${slug}/join`, {});
  }
  return slug;
}
