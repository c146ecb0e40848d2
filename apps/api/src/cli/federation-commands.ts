import {
  createNodeInvitationSchema,
  joinTrunkSchema,
  type NodeLink,
} from '@skillswap/contracts/federation/schemas';
import type { LinkReconciliation } from '@skillswap/contracts/federation/reconciliation';
import { validationText } from '@skillswap/contracts/shared/validation-messages';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { findMemberWithRole } from '../modules/auth/index.ts';
import { systemClock } from '../lib/clock.ts';
import {
  announceRoutes,
  createInvitation,
  getFederation,
  joinTrunk,
  reconcileNow,
} from '../modules/federation/index.ts';
import type { CliOutput } from './terminal-output.ts';
import { UsageError } from './usage-error.ts';

// Linking nodes from the command line (ADR 187), for an operator without the console (which asks an admin for
// a second factor). Each command acts in a named admin's name, so the invitation and the link are recorded
// and audited as the console records them: the hub's `node_link_created` names the admin who
// issued the invitation.

const inviteUsage =
  'Usage: federation:invite --admin <email|id> [--max-owed <hours>] [--max-owing <hours>] [--days <1-30>]';
const joinUsage = 'Usage: federation:join --admin <email|id> <invitation>';
const linksUsage = 'Usage: federation:links';
const reconcileUsage = 'Usage: federation:reconcile --admin <email|id>';

/**
 * Where an operator command comes from, in the audit log's user-agent column (its details are the console's).
 */
const auditOf = (command: string) => ({ ip: null, userAgent: `operator command ${command}` });

/** `--name value` pairs and the rest; a flag not in `known`, or one without its value, is a usage error. */
function readFlags(args: string[], known: string[], usage: string) {
  const flags = new Map<string, string>();
  const rest: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (!arg.startsWith('--')) {
      rest.push(arg);
      continue;
    }
    const value = args[index + 1];
    if (!known.includes(arg) || value === undefined || value.startsWith('--') || flags.has(arg)) {
      throw new UsageError(usage);
    }
    flags.set(arg, value);
    index += 1;
  }
  return { flags, rest };
}

/** The admin a command acts for: a live member with the admin role, or the command stops naming why. */
async function requireAdmin(database: Database, who: string | undefined, usage: string) {
  if (!who) throw new UsageError(usage);
  const member = await findMemberWithRole(database.db, who);
  if (!member) throw new Error(`No active member with e-mail or id "${who}"`);
  if (member.role !== 'admin') {
    throw new Error(
      `${member.fullName || member.email} (${member.email}) is not an admin: admin:grant makes one first`,
    );
  }
  return member;
}

const hours = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;

function describeLink(link: NodeLink) {
  const role = link.peerRole === 'trunk' ? 'our hub' : 'our branch';
  const status =
    link.status === 'paused' ? `paused by ${link.pausedBy === 'us' ? 'us' : 'them'}` : link.status;
  const branch = link.peerRole === 'trunk' ? 'this node' : 'the branch';
  return (
    `${link.peerName} (${role}) ${status} at ${link.peerUrl}: balance ${hours(link.balance)} ` +
    `(what ${link.peerName} owes this node); ${branch} may owe ${hours(link.maxOwedHours)} ` +
    `and be owed ${hours(link.maxOwingHours)}`
  );
}

/**
 * `federation:invite --admin <email|id> [--max-owed <hours>] [--max-owing <hours>] [--days <1-30>]`: this
 * node, as a hub, invites a branch. The limits default to the console's (20 h each way, 7 days). The
 * invitation is printed once, as the console shows it once; hand it to the branch's operator by a
 * channel you trust.
 */
export async function inviteBranchCommand(
  database: Database,
  config: Config,
  args: string[],
  output: CliOutput,
) {
  const { flags, rest } = readFlags(args, ['--admin', '--max-owed', '--max-owing', '--days'], inviteUsage);
  if (rest.length > 0) throw new UsageError(inviteUsage);
  const limits = createNodeInvitationSchema.safeParse({
    maxOwedHours: Number(flags.get('--max-owed') ?? 20),
    maxOwingHours: Number(flags.get('--max-owing') ?? 20),
    days: Number(flags.get('--days') ?? 7),
  });
  if (!limits.success) {
    const problems = limits.error.issues.map((issue) => validationText(issue.message, 'en') ?? issue.message);
    throw new UsageError(`${problems.join('; ')}. ${inviteUsage}`);
  }
  const admin = await requireAdmin(database, flags.get('--admin'), inviteUsage);
  const invitation = await createInvitation(
    database.db,
    { config, now: new Date(), audit: auditOf('federation:invite') },
    { adminId: admin.id, limits: limits.data },
  );
  output.print(
    `Invitation for a branch of ${(await getFederation(database.db, config, new Date())).nodeName}, in the name of ` +
      `${admin.email}; it works once, until ${invitation.expiresAt}. The branch may owe this node ` +
      `${hours(limits.data.maxOwedHours)} and be owed ${hours(limits.data.maxOwingHours)}.`,
  );
  output.print(invitation.invitation);
}

/** `federation:join --admin <email|id> <invitation>`: this node joins the hub that issued the invitation. */
export async function joinHubCommand(database: Database, config: Config, args: string[], output: CliOutput) {
  const { flags, rest } = readFlags(args, ['--admin'], joinUsage);
  const [text, ...extra] = rest;
  const invitation = joinTrunkSchema.safeParse({ invitation: text ?? '' });
  if (extra.length > 0 || !invitation.success) throw new UsageError(joinUsage);
  const admin = await requireAdmin(database, flags.get('--admin'), joinUsage);
  const context = { config, now: new Date(), audit: auditOf('federation:join') };
  const link = await joinTrunk(database, context, {
    adminId: admin.id,
    invitation: invitation.data.invitation,
  });
  await announceRoutes(database, context);
  output.print(`Linked, in the name of ${admin.email}: ${describeLink(link)}.`);
}

/** `federation:links`: this node's name and its links, live ones first, as the console lists them. */
export async function listLinksCommand(
  database: Database,
  config: Config,
  args: string[],
  output: CliOutput,
) {
  if (args.length > 0) throw new UsageError(linksUsage);
  const overview = await getFederation(database.db, config, new Date());
  const open = overview.openInvitations;
  output.print(
    `Node ${overview.nodeName}: ${overview.links.length === 0 ? 'no links' : `${overview.links.length} link(s)`}` +
      `, ${open} open invitation${open === 1 ? '' : 's'}.`,
  );
  for (const link of overview.links) output.print(describeLink(link));
}

/** One link's check in words: what each ledger says the partner owes this node, or why there is no figure. */
function describeCheck(check: LinkReconciliation) {
  const told = check.isAlerted ? ' The admins were told.' : '';
  switch (check.outcome) {
    case 'matched':
      return `${check.peerName}: matched. Both ledgers say ${check.peerName} owes this node ${hours(check.ours ?? 0)}.`;
    case 'difference':
      return (
        `${check.peerName}: DIFFERENCE. This node's ledger says ${check.peerName} owes it ${hours(check.ours ?? 0)}, ` +
        `${check.peerName}'s says ${hours(check.theirs ?? 0)}.${told}`
      );
    case 'unanswered':
      return `${check.peerName}: did not answer; nothing was compared.${told}`;
    case 'refused':
      return `${check.peerName}: refused the check (the link's key or hash chain no longer match).${told}`;
    case 'moving':
      return `${check.peerName}: transfers kept moving during the check; the daily job will check again.`;
  }
}

/**
 * `federation:reconcile --admin <email|id>`: compares every live link's two ledgers now, as "Reconcile now"
 * in the console and the daily job do (ADR 188), in the admin's name, audited; prints what each check found.
 */
export async function reconcileLinksCommand(
  database: Database,
  config: Config,
  args: string[],
  output: CliOutput,
) {
  const { flags, rest } = readFlags(args, ['--admin'], reconcileUsage);
  if (rest.length > 0) throw new UsageError(reconcileUsage);
  const admin = await requireAdmin(database, flags.get('--admin'), reconcileUsage);
  const overview = await reconcileNow(database, {
    config,
    clock: systemClock,
    audit: auditOf('federation:reconcile'),
    adminId: admin.id,
  });
  const count = overview.links.length;
  output.print(
    `Node ${overview.nodeName}: ${count === 0 ? 'no live links to reconcile' : `${count} link(s) reconciled`}, ` +
      `in the name of ${admin.email}.`,
  );
  for (const check of overview.links) output.print(describeCheck(check));
}
