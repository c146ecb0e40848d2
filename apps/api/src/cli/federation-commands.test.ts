import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNode, type Node } from '../modules/federation/federation.test-helper.ts';
import { databaseKind } from '../test/database.ts';
import { signUpMember } from '../test/members.ts';
import {
  inviteBranchCommand,
  joinHubCommand,
  listLinksCommand,
  reconcileLinksCommand,
} from './federation-commands.ts';
import { UsageError } from './usage-error.ts';

// ADR 187: an operator links two nodes from the command line, each command in a named admin's name, recorded
// and audited as the console records it; bad arguments change nothing.

describe(`federation operator commands on ${databaseKind}`, { timeout: 60_000 }, () => {
  let hub: Node;
  let branch: Node;
  beforeAll(async () => {
    [hub, branch] = await Promise.all([startNode('hub'), startNode('riverside')]);
  }, 120_000);
  afterAll(() => Promise.all([hub, branch].map((node) => node?.close())));

  const run = async (
    node: Node,
    command:
      | typeof inviteBranchCommand
      | typeof joinHubCommand
      | typeof listLinksCommand
      | typeof reconcileLinksCommand,
    args: string[],
  ) => {
    const printed: string[] = [];
    await command(node.database, node.config, args, { print: (line) => printed.push(line) });
    return printed;
  };
  const rows = async (node: Node, query: ReturnType<typeof sql>) =>
    (await node.database.db.execute<Record<string, unknown>>(query)).rows;
  const counts = async (node: Node) =>
    (
      await rows(
        node,
        sql`SELECT (SELECT count(*)::int FROM federation_invitations) AS invitations,
          (SELECT count(*)::int FROM federation_links) AS links,
          (SELECT count(*)::int FROM audit_log WHERE event LIKE 'node_%') AS audited`,
      )
    )[0];

  it('refuses bad arguments, a stranger and a member who is not an admin, changing nothing', async () => {
    const before = await counts(hub);
    const member = await signUpMember(hub.app);
    const refusals: Array<[string[], RegExp | typeof UsageError]> = [
      [[], UsageError],
      [['--admin'], UsageError],
      [['--admin', hub.admin.email, '--days', '31'], UsageError],
      [['--admin', hub.admin.email, '--max-owed', '-1'], UsageError],
      [['--admin', hub.admin.email, '--max-owing', '1.005'], UsageError],
      [['--admin', hub.admin.email, '--max-owed', 'lots'], UsageError],
      [['--admin', hub.admin.email, '--colour', 'red'], UsageError],
      [['--admin', hub.admin.email, 'extra'], UsageError],
      [['--admin', 'nobody@nowhere.example'], /No active member/],
      [['--admin', member.email], /is not an admin: admin:grant makes one first/],
    ];
    for (const [args, refusal] of refusals) {
      await expect(run(hub, inviteBranchCommand, args), args.join(' ')).rejects.toThrow(refusal);
    }
    await expect(run(branch, joinHubCommand, ['--admin', branch.admin.email])).rejects.toThrow(UsageError);
    await expect(run(branch, joinHubCommand, ['--admin', branch.admin.email, 'not-one'])).rejects.toThrow(
      'This is not an invitation',
    );
    await expect(run(hub, listLinksCommand, ['--all'])).rejects.toThrow(UsageError);
    expect(await counts(hub)).toEqual(before);
    expect(await counts(branch)).toEqual({ invitations: 0, links: 0, audited: 0 });
  });

  it('links a branch to the hub with an invitation, in the admins’ names, audited on both sides', async () => {
    const invited = await run(hub, inviteBranchCommand, [
      '--admin',
      hub.admin.email.toUpperCase(),
      '--max-owed',
      '12.5',
      '--max-owing',
      '30',
      '--days',
      '3',
    ]);
    expect(invited[0]).toMatch(/^Invitation for a branch of hub, in the name of .+; it works once, until /);
    expect(invited[0]).toContain('The branch may owe this node 12.5 h and be owed 30 h.');
    const invitation = invited[1]!;
    expect(await run(hub, listLinksCommand, [])).toEqual(['Node hub: no links, 1 open invitation.']);

    const joined = await run(branch, joinHubCommand, ['--admin', branch.admin.userId, invitation]);
    expect(joined).toEqual([
      `Linked, in the name of ${branch.admin.email}: hub (our hub) active at ${hub.url}: balance 0 h (what hub ` +
        'owes this node); this node may owe 12.5 h and be owed 30 h.',
    ]);
    expect(await run(hub, listLinksCommand, [])).toEqual([
      'Node hub: 1 link(s), 0 open invitations.',
      `riverside (our branch) active at ${branch.url}: balance 0 h (what riverside owes this node); the branch ` +
        'may owe 12.5 h and be owed 30 h',
    ]);
    for (const [node, events] of [
      [hub, ['node_invitation_created', 'node_link_created']],
      [branch, ['node_link_created']],
    ] as const) {
      const audited = await rows(
        node,
        sql`SELECT event, actor_id, user_agent FROM audit_log WHERE event LIKE 'node_%' ORDER BY id`,
      );
      expect(audited.map((row) => row.event)).toEqual(events);
      for (const row of audited) expect(row.actor_id).toBe(node.admin.userId);
    }
    const [invitationRow] = await rows(
      hub,
      sql`SELECT issued_by, max_owed_hours FROM federation_invitations`,
    );
    expect(invitationRow).toMatchObject({ issued_by: hub.admin.userId });
    const [branchAudit] = await rows(
      branch,
      sql`SELECT user_agent FROM audit_log WHERE event = 'node_link_created'`,
    );
    expect(branchAudit!.user_agent).toBe('operator command federation:join');

    // The invitation is spent, and a branch with a hub cannot join a second one.
    await expect(run(branch, joinHubCommand, ['--admin', branch.admin.email, invitation])).rejects.toThrow(
      'This node already has a hub',
    );
    expect(await counts(branch)).toEqual({ invitations: 0, links: 1, audited: 1 });
  });

  it('reconciles every live link now in an admin’s name, printing what each check found, audited', async () => {
    const member = await signUpMember(branch.app);
    for (const args of [[], ['--admin', branch.admin.email, 'now'], ['--admin', member.email]]) {
      await expect(run(branch, reconcileLinksCommand, args), args.join(' ')).rejects.toThrow(
        args.length === 2 ? /is not an admin/ : UsageError,
      );
    }
    expect(await rows(branch, sql`SELECT 1 FROM audit_log WHERE event = 'node_links_reconciled'`)).toEqual(
      [],
    );

    expect(await run(branch, reconcileLinksCommand, ['--admin', branch.admin.email])).toEqual([
      `Node riverside: 1 link(s) reconciled, in the name of ${branch.admin.email}.`,
      'hub: matched. Both ledgers say hub owes this node 0 h.',
    ]);
    const audited = await rows(
      branch,
      sql`SELECT actor_id, user_agent, details FROM audit_log WHERE event = 'node_links_reconciled'`,
    );
    expect(audited).toEqual([
      {
        actor_id: branch.admin.userId,
        user_agent: 'operator command federation:reconcile',
        details: { links: [{ peer: 'hub', outcome: 'matched', ours: 0, theirs: 0 }] },
      },
    ]);
  });
});
