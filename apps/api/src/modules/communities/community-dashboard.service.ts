// The coordinator dashboard (ADR 122): members, trades and skills at a glance, and the members' and fund's
// CSV.
import { type CommunityDashboard } from '@skillswap/contracts/communities/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { ensureCommunityFundAccount, listStatement } from '../ledger/index.ts';
import { countPending, listMembers } from './communities.repository.ts';
import {
  countActiveMembers,
  membersByMonth,
  skillCounts,
  tradeTotals,
} from './community-dashboard.repository.ts';
import { toCsv } from '../../lib/csv.ts';

import { assertCoordinator, standingIn } from './community-standing.ts';

const dayMs = 24 * 60 * 60 * 1000;

export async function getDashboard(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<CommunityDashboard> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const { community } = standing;
  const { now } = options;
  const months = Array.from(
    { length: 12 },
    (_, index) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + index, 1)),
  );
  const counts = await membersByMonth(db, community, months);
  const skills = await skillCounts(db, community);
  const top = (key: 'offered' | 'wanted') =>
    skills
      .filter((each) => each[key] > 0)
      .sort((a, b) => b[key] - a[key] || a.skill.localeCompare(b.skill))
      .slice(0, 10)
      .map((each) => ({ skill: each.skill, members: each[key] }));
  return {
    membersOverTime: months.map((month, index) => ({
      month: month.toISOString().slice(0, 7),
      members: counts[index]!,
    })),
    activeMembers: await countActiveMembers(db, community, new Date(now.getTime() - 30 * dayMs)),
    trade: await tradeTotals(db, community),
    topOffered: top('offered'),
    topWanted: top('wanted'),
    gaps: skills
      .filter((each) => each.wanted > 0 && each.offered === 0)
      .sort((a, b) => b.wanted - a.wanted || a.skill.localeCompare(b.skill))
      .slice(0, 10)
      .map((each) => ({ skill: each.skill, members: each.wanted })),
    pendingJoins: await countPending(db, community.id),
  };
}

/**
 * The community's members as CSV for its coordinators (lib/csv.ts: every field quoted, formulas neutralised).
 */
export async function exportMembersCsv(db: DbOrTx, options: { viewerId: string; slug: string }) {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const rows = await listMembers(db, standing.community, { withPending: true, withEmail: true });
  return toCsv([
    ['name', 'email', 'role', 'status', 'since'],
    ...rows.map((row) => [
      row.full_name,
      row.email ?? '',
      row.role,
      row.status,
      new Date(row.since).toISOString(),
    ]),
  ]);
}

export async function exportFundCsv(db: DbOrTx, options: { viewerId: string; slug: string }) {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const accountId = await ensureCommunityFundAccount(db, standing.community.id);
  const rows = await listStatement(db, accountId, { before: null, limit: 10_000 });
  return toCsv([
    ['date', 'kind', 'amount', 'balance_after', 'member', 'description'],
    ...rows.map((row) => [
      row.createdAt.toISOString(),
      row.kind,
      row.amount,
      row.balanceAfter,
      row.counterpartName ?? '',
      row.description,
    ]),
  ]);
}
