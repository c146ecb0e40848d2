import type { APIRequestContext } from '@playwright/test';
import { consoleE2e } from './console-server.ts';
import { grantRole, runOperatorCommand as runOnHub } from './console-staff.ts';
import { createMember, expect, testClientAddress, type TestMember } from './member-session.ts';
import { startOwnSite, type OwnSite } from './own-site.ts';

/**
 * A branch install named `name`, served from this worker and linked to the console server, the hub "hub"
 * (ADR 184), with the operator commands (`federation:invite` at the hub, `federation:join` at the branch,
 * ADR 187): for journeys about what members do across exchanges. Linking in the console has journeys of its
 * own (federation.spec.ts, federation-transfers.spec.ts). Each journey names its branch, so they share the
 * hub.
 */
export async function startLinkedBranch(request: APIRequestContext, name: string): Promise<OwnSite> {
  const branch = await startOwnSite({ NODE_NAME: name });
  try {
    // The admins the commands act for; neither needs a verified address or a second factor for a command.
    const [hubAdmin, branchAdmin] = await Promise.all([
      createMember(request, 'Hub', undefined, { origin: consoleE2e.origin, verified: false }),
      createMember(request, 'Branch', undefined, { origin: branch.url, verified: false }),
    ]);
    await Promise.all([
      grantRole(hubAdmin.email, 'admin'),
      branch.runOperatorCommand('admin:grant', [branchAdmin.email, 'admin']),
    ]);
    const invited = await runOnHub('federation-invite', ['--admin', hubAdmin.email, '--days', '1']);
    const invitation = invited.trim().split('\n').at(-1)!;
    await branch.runOperatorCommand('federation:join', ['--admin', branchAdmin.email, invitation]);
    return branch;
  } catch (error) {
    await branch.close();
    throw error;
  }
}

/** Settings → Privacy → "Visible to partner exchanges" (ADR 185), through the API. */
export async function showToPartnerExchanges(request: APIRequestContext, member: TestMember, origin: string) {
  const saved = await request.post(`${origin}/api/rpc/update_privacy_settings`, {
    headers: { authorization: `Bearer ${member.accessToken}`, 'x-forwarded-for': testClientAddress() },
    data: { visibleToPartners: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
