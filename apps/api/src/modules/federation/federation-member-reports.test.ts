import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminReport } from '@skillswap/contracts/admin-reports/schemas';
import { adminReportRoutes } from '@skillswap/contracts/admin-reports/routes';
import { federationMemberReportRoutes } from '@skillswap/contracts/federation/member-report-routes';
import { federationRoutes } from '@skillswap/contracts/federation/routes';
import { moderationRoutes } from '@skillswap/contracts/moderation/routes';
import { databaseKind } from '../../test/database.ts';
import { inject } from '../../test/inject.ts';
import { signUpMember, type TestMember } from '../../test/members.ts';
import { deliverDueMemberReports } from './federation-member-reports.service.ts';
import { listenAgain, sendAs, startTree, stopListening, type Node } from './federation.test-helper.ts';

// ADR 219: a member reports the other member of a swap request across exchanges. Alice on riverside asks Bob
// on hilltop for a swap through the hub; each can report the other, and the report reaches the moderators of
// the reported member's exchange as well as the reporter's own. Three installs over real HTTP.

type Tree = Awaited<ReturnType<typeof startTree>>;

describe(`reporting a member of another exchange on ${databaseKind}`, { timeout: 90_000 }, () => {
  let tree: Tree;
  let carol: TestMember;
  let requestId: string;

  const aliceAddress = () => `riverside/${tree.alice.userId}`;
  const bobAddress = () => `hilltop/${tree.bob.userId}`;
  const report = (node: Node, who: TestMember, body: object, id = requestId) =>
    inject(node.app, federationMemberReportRoutes.reportRemoteMember, {
      as: who,
      params: { id },
      body: body as { reason: 'harassment' },
    });
  const queueOf = async (node: Node) => {
    const response = await inject(node.app, adminReportRoutes.listReports, { as: node.admin });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ reports: AdminReport[] }>().reports;
  };
  const travelOn = async (node: Node) =>
    (
      await node.database.db.execute<{ delivery: string; report_id: string | null }>(
        sql`SELECT delivery, report_id FROM federation_member_reports ORDER BY created_at`,
      )
    ).rows;
  const runJob = (node: Node) =>
    deliverDueMemberReports(node.database, { config: node.config, now: new Date(), audit: {} });
  const nodePath = (id = requestId) => `/api/federation/node-swap-requests/${id}/reports`;

  beforeAll(async () => {
    tree = await startTree();
    const optedIn = await tree
      .as(tree.hilltop, tree.bob)
      .call('POST', '/api/rpc/update_privacy_settings', { visibleToPartners: true });
    expect(optedIn.statusCode, optedIn.body).toBe(200);
    carol = await signUpMember(tree.hilltop.app, { fullName: 'Carol Other' });
  }, 600_000);
  afterAll(() => tree.close());
  beforeEach(async () => {
    // Each test starts from one request from Alice to Bob, no report anywhere and every allowance whole.
    for (const node of [tree.riverside, tree.hub, tree.hilltop]) {
      await node.database.db.execute(sql`DELETE FROM federation_swap_requests`);
      await node.database.db.execute(sql`DELETE FROM reports`);
      await node.database.db.execute(sql`DELETE FROM rate_limits WHERE key LIKE 'report:%'`);
    }
    const sent = await inject(tree.riverside.app, federationRoutes.sendRemoteSwapRequest, {
      as: tree.alice,
      body: { recipient: bobAddress(), message: 'Guitar for Welsh?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    requestId = sent.json<{ id: string }>().id;
  });

  it("reaches the reported member's moderators through the hub, and the reporter's own", async () => {
    const made = await report(tree.hilltop, tree.bob, {
      reason: 'harassment',
      details: 'Kept writing after I said no.',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      targetKind: 'remote_member',
      targetName: 'Alice Rivers · riverside',
      reason: 'harassment',
      outcome: 'received',
    });

    // Bob's exchange: a report about a member of another exchange, in Bob's "Your reports" and the queue.
    const mine = await inject(tree.hilltop.app, moderationRoutes.listMyReports, { as: tree.bob });
    expect(mine.json<{ reports: Array<{ targetName: string }> }>().reports.map((r) => r.targetName)).toEqual([
      'Alice Rivers · riverside',
    ]);
    const [sent] = await queueOf(tree.hilltop);
    expect(sent).toMatchObject({
      targetKind: 'remote_member',
      reporter: { id: tree.bob.userId },
      reportedMember: null,
      partner: { label: 'Alice Rivers · riverside', role: 'reported' },
      details: 'Kept writing after I said no.',
      content: 'Guitar for Welsh?',
    });

    // Alice's exchange: a report about Alice by a member of another exchange, with no local reporter.
    const [received] = await queueOf(tree.riverside);
    expect(received).toMatchObject({
      targetKind: 'member',
      targetId: tree.alice.userId,
      reporter: null,
      reportedMember: { id: tree.alice.userId },
      partner: { label: 'Bob Hill · hilltop', role: 'reporter' },
      reason: 'harassment',
      details: 'Kept writing after I said no.',
      status: 'open',
    });
    expect((await travelOn(tree.hilltop)).map((row) => row.delivery)).toEqual(['delivered']);
    expect((await travelOn(tree.hub)).map((row) => row.delivery)).toEqual(['delivered']);
    expect(await travelOn(tree.riverside)).toEqual([{ delivery: 'received', report_id: received!.id }]);
    const audited = await tree.riverside.database.db.execute<{ user_id: string }>(
      sql`SELECT user_id FROM audit_log WHERE event = 'node_member_report_received'`,
    );
    expect(audited.rows.map((row) => row.user_id)).toContain(tree.alice.userId);

    // Alice's moderators act on it as on any report about her.
    const warned = await inject(tree.riverside.app, adminReportRoutes.warnReportedMember, {
      as: tree.riverside.admin,
      params: { id: received!.id },
      body: {},
    });
    expect(warned.statusCode, warned.body).toBe(200);
  });

  it('takes one open report per request from each member, and only from its two members', async () => {
    expect((await report(tree.riverside, tree.alice, { reason: 'no_show' })).statusCode).toBe(201);
    const again = await report(tree.riverside, tree.alice, { reason: 'other' });
    expect(again.statusCode, again.body).toBe(409);
    expect((await report(tree.hilltop, carol, { reason: 'spam_or_scam' })).statusCode).toBe(404);
    const noReason = await report(tree.hilltop, tree.bob, { reason: 'rude' });
    expect(noReason.statusCode).toBe(400);
    const tooLong = await report(tree.hilltop, tree.bob, { reason: 'other', details: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);

    // Bob's exchange received Alice's report once; his own refused calls recorded nothing.
    expect((await queueOf(tree.hilltop)).map((r) => r.partner)).toEqual([
      { label: 'Alice Rivers · riverside', role: 'reporter' },
    ]);
  });

  it('waits for a node that is down and arrives once when it is back', async () => {
    await stopListening(tree.hub);
    try {
      const made = await report(tree.riverside, tree.alice, { reason: 'fake_profile' });
      expect(made.statusCode, made.body).toBe(201);
      expect((await travelOn(tree.riverside)).map((row) => row.delivery)).toEqual(['sending']);
      expect(await queueOf(tree.hilltop)).toEqual([]);
    } finally {
      await listenAgain(tree.hub);
    }
    await tree.riverside.database.db.execute(
      sql`UPDATE federation_member_reports SET next_attempt_at = now()`,
    );
    await runJob(tree.riverside);
    await runJob(tree.riverside);
    expect((await travelOn(tree.riverside)).map((row) => row.delivery)).toEqual(['delivered']);
    const queue = await queueOf(tree.hilltop);
    expect(queue.map((r) => [r.reportedMember?.id, r.reason])).toEqual([[tree.bob.userId, 'fake_profile']]);
  });

  it('refuses a node speaking for the wrong side, a known id with other content, and a second report', async () => {
    // The hub took the request from riverside, so toward riverside it speaks for Bob's side only.
    const uuid = crypto.randomUUID();
    const asBob = { uuid, reporter: bobAddress(), reason: 'harassment' };
    const made = await sendAs(tree.hub, tree.riverside, nodePath(), asBob);
    expect(made.response.statusCode, made.response.body).toBe(201);
    const again = await sendAs(tree.hub, tree.riverside, nodePath(), asBob);
    expect(again.response.statusCode, again.response.body).toBe(201);

    const asAlice = await sendAs(tree.hub, tree.riverside, nodePath(), {
      uuid: crypto.randomUUID(),
      reporter: aliceAddress(),
      reason: 'harassment',
    });
    expect(asAlice.response.statusCode).toBe(400);
    expect(asAlice.classes()).toEqual(['PermissionViolation']);

    // Details no member could have typed (a NUL, an escape), signed by the right node, change nothing.
    for (const details of ['a\u0000b', 'a\u001b[31mb']) {
      const hostile = await sendAs(tree.hub, tree.riverside, nodePath(), {
        uuid: crypto.randomUUID(),
        reporter: bobAddress(),
        reason: 'other',
        details,
      });
      expect(hostile.response.statusCode, hostile.response.body).toBe(400);
    }
    const fromMember = await report(tree.riverside, tree.alice, { reason: 'other', details: 'a\u0000b' });
    expect(fromMember.statusCode, fromMember.body).toBe(400);

    const changed = await sendAs(tree.hub, tree.riverside, nodePath(), { ...asBob, reason: 'other' });
    expect(changed.response.statusCode).toBe(409);
    expect(changed.classes()).toEqual(['WorkflowViolation']);

    // Bob's second report under a new id, by way of the hub, does not reach Alice's moderators again.
    const second = await sendAs(tree.hilltop, tree.hub, nodePath(), {
      uuid: crypto.randomUUID(),
      reporter: bobAddress(),
      reason: 'spam_or_scam',
    });
    expect(second.response.statusCode).toBe(409);
    expect(second.classes()).toEqual(['WorkflowViolation']);

    const unknown = await sendAs(tree.hilltop, tree.hub, nodePath(crypto.randomUUID()), {
      uuid: crypto.randomUUID(),
      reporter: bobAddress(),
      reason: 'other',
    });
    expect(unknown.response.statusCode).toBe(404);

    const queue = await queueOf(tree.riverside);
    expect(queue.map((r) => [r.reason, r.partner?.label])).toEqual([['harassment', 'Bob Hill · hilltop']]);
  });
});
