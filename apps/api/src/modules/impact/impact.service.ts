import {
  ageBands,
  exchangeSources,
  genders,
  impactLedgerLines,
  impactLimits,
  type ImpactLedgerLine,
  type CommunityImpactQuery,
  type ImpactPeriodQuery,
  type ImpactReport,
  type ImpactSettings,
  type UpdateImpactSettings,
} from '@skillswap/contracts/impact/schemas';
import { roundSkillCoin } from '@skillswap/contracts/ledger/schemas';
import { skillGroupOf } from '@skillswap/contracts/shared/skill-taxonomy';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { toCsv } from '../../lib/csv.ts';
import { assertCanSeeContent, assertCoordinator, standingIn } from '../communities/index.ts';
import { areaMemberIdsSql, areaOfCommunity } from '../community-areas/index.ts';
import { readFigures, type BreakdownRow, type MemberFigures } from './impact-figures.repository.ts';
import { readLedgerLines } from './impact-ledger-lines.repository.ts';
import type { ImpactScope, ImpactWindow } from './impact-scope.repository.ts';
import { findImpactSettings, saveImpactSettings } from './impact-settings.repository.ts';

export const dayMs = 24 * 60 * 60 * 1000;
const exchangeLines = new Set<ImpactLedgerLine>([
  'swap_settlement',
  'workshop_attended',
  'recorded_exchange',
]);
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** The period asked for, or the 12 months up to today; both days included, in UTC. */
export function resolvePeriod(query: ImpactPeriodQuery, now: Date) {
  const to = query.to ?? (query.from ? isoDay(new Date(Date.parse(query.from) + 364 * dayMs)) : isoDay(now));
  const lastYear = new Date(Date.parse(to));
  lastYear.setUTCFullYear(lastYear.getUTCFullYear() - 1);
  const from = query.from ?? isoDay(new Date(lastYear.getTime() + dayMs));
  return { from, to, start: new Date(`${from}T00:00:00Z`), end: new Date(Date.parse(to) + dayMs) };
}

/** Every month the period touches, `YYYY-MM`, in order. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

const defaultSettings = { valuePerHour: null, currency: 'GBP', method: '', source: '' };

async function settingsOf(db: DbOrTx, scope: ImpactScope): Promise<ImpactSettings> {
  const row = await findImpactSettings(db, scope);
  if (!row) return { ...defaultSettings, updatedAt: null, updatedBy: null };
  return {
    valuePerHour: row.valuePerHour,
    currency: row.currency,
    method: row.method,
    source: row.source,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy:
      row.updatedById && row.updatedByName ? { id: row.updatedById, fullName: row.updatedByName } : null,
  };
}

const breakdown = (members: MemberFigures, kind: BreakdownRow['breakdown']) =>
  members.breakdowns.filter((row) => row.breakdown === kind);

/**
 * A breakdown as a report may show it: every cell under 5 members is hidden (null), and when that hides a
 * single cell the next smallest is hidden too, so no hidden figure is the total minus the others. Cells come
 * in the order given (or by value), `not_given` last.
 */
export function suppressSmallCells(
  rows: readonly { value: string; members: number }[],
  order: readonly string[] = [],
): { value: string; members: number | null }[] {
  const hidden = new Set(
    rows.filter((row) => row.members < impactLimits.smallestCell).map((row) => row.value),
  );
  if (hidden.size === 1 && rows.length > 1) {
    const next = rows
      .filter((row) => !hidden.has(row.value))
      .sort((a, b) => a.members - b.members || a.value.localeCompare(b.value))[0];
    if (next) hidden.add(next.value);
  }
  const rank = (value: string) =>
    value === 'not_given'
      ? Number.MAX_SAFE_INTEGER
      : order.includes(value)
        ? order.indexOf(value)
        : order.length;
  return [...rows]
    .sort((a, b) => rank(a.value) - rank(b.value) || a.value.localeCompare(b.value))
    .map((row) => ({ value: row.value, members: hidden.has(row.value) ? null : row.members }));
}

/** The report of one scope for one period (ADR 174). */
export async function buildReport(
  db: DbOrTx,
  scope: ImpactScope,
  label: ImpactReport['scope'],
  query: ImpactPeriodQuery,
  now: Date,
): Promise<ImpactReport> {
  const period = resolvePeriod(query, now);
  const window: ImpactWindow = { scope, start: period.start, end: period.end };
  const cohortEnd = new Date(Math.min(period.end.getTime(), now.getTime()));
  const [{ exchanges: figures, members }, ledgerRows, settings] = await Promise.all([
    readFigures(db, window, { cohortEnd, withinDays: impactLimits.firstExchangeDays }),
    readLedgerLines(db, window),
    settingsOf(db, scope),
  ]);

  const byCategory = new Map<string, number>();
  for (const row of figures.byLabel) {
    const category = row.category ?? skillGroupOf(row.skill ?? '') ?? 'Other';
    byCategory.set(category, (byCategory.get(category) ?? 0) + row.hours);
  }
  const byMonth = new Map(figures.byMonth.map((row) => [row.month, row]));
  const lineOrder = new Map(impactLedgerLines.map((line, index) => [line, index]));
  const lines = ledgerRows
    .map((row) => ({
      line: row.line,
      countsAsExchange: exchangeLines.has(row.line),
      transfers: row.transfers,
      credited: roundSkillCoin(row.credited),
      debited: roundSkillCoin(row.debited),
    }))
    .sort((a, b) => lineOrder.get(a.line)! - lineOrder.get(b.line)!);
  const hours = roundSkillCoin(figures.total.hours);
  const round = (tally: { exchanges: number; hours: number }) => ({
    exchanges: tally.exchanges,
    hours: roundSkillCoin(tally.hours),
  });

  return {
    scope: label,
    period: { from: period.from, to: period.to },
    generatedAt: now.toISOString(),
    empty: figures.total.exchanges === 0 && figures.undone.exchanges === 0 && lines.length === 0,
    exchanges: {
      ...round(figures.total),
      bySource: exchangeSources.map((source) => ({
        source,
        ...round(figures.bySource.find((row) => row.source === source) ?? { exchanges: 0, hours: 0 }),
      })),
      byCategory: [...byCategory]
        .map(([category, categoryHours]) => ({ category, hours: roundSkillCoin(categoryHours) }))
        .sort((a, b) => b.hours - a.hours || a.category.localeCompare(b.category)),
      byMonth: monthsOf(period.from, period.to).map((month) => ({
        month,
        ...round(byMonth.get(month) ?? { exchanges: 0, hours: 0 }),
      })),
      withOutsiders: scope.kind === 'community' ? round(figures.withOutsiders) : null,
      undone: round(figures.undone),
    },
    members: {
      atEnd: members.atEnd,
      active: figures.active,
      joined: members.joined,
      dormant: members.dormant,
      firstExchange: members.firstExchange,
      medianHoursPerActive: roundSkillCoin(figures.medianHoursPerActive),
      partners: { pairs: figures.pairs, repeatPairs: figures.repeatPairs },
    },
    demographics: {
      ageBands: suppressSmallCells(breakdown(members, 'age_band'), ageBands),
      genders: suppressSmallCells(breakdown(members, 'gender'), genders),
      postcodeAreas: suppressSmallCells(breakdown(members, 'postcode_area')),
    },
    ledger: {
      lines,
      credited: roundSkillCoin(lines.reduce((sum, line) => sum + line.credited, 0)),
      debited: roundSkillCoin(lines.reduce((sum, line) => sum + line.debited, 0)),
    },
    socialValue:
      settings.valuePerHour === null
        ? null
        : {
            value: roundSkillCoin(hours * settings.valuePerHour),
            valuePerHour: settings.valuePerHour,
            currency: settings.currency,
            method: settings.method,
            source: settings.source,
          },
  };
}

/** The report as CSV: one section after another, each with its own header row. */
export function reportCsv(report: ImpactReport): string {
  const rows: Array<Array<string | number | null>> = [
    ['section', 'item', 'exchanges', 'hours'],
    ['period', `${report.period.from} to ${report.period.to}`, null, null],
    ...(report.scope.kind === 'community' && report.scope.area
      ? [['area', report.scope.area.name, null, null]]
      : []),
    ['summary', 'hours exchanged', report.exchanges.exchanges, report.exchanges.hours],
    [
      'summary',
      'undone since (not counted)',
      report.exchanges.undone.exchanges,
      report.exchanges.undone.hours,
    ],
  ];
  if (report.exchanges.withOutsiders) {
    const outsiders = report.exchanges.withOutsiders;
    rows.push(['summary', 'with people outside the community', outsiders.exchanges, outsiders.hours]);
  }
  const members = report.members;
  rows.push(
    ['members', 'at the end of the period', members.atEnd, null],
    ['members', 'active', members.active, null],
    ['members', 'joined', members.joined, null],
    ['members', 'dormant', members.dormant, null],
    ['members', 'new members eligible for a first exchange', members.firstExchange.eligible, null],
    ['members', 'new members who exchanged within 30 days', members.firstExchange.exchanged, null],
    ['members', 'median hours per active member', null, members.medianHoursPerActive],
    ['members', 'pairs of partners', members.partners.pairs, null],
    ['members', 'pairs who exchanged again', members.partners.repeatPairs, null],
  );
  for (const source of report.exchanges.bySource)
    rows.push(['source', source.source, source.exchanges, source.hours]);
  for (const category of report.exchanges.byCategory)
    rows.push(['category', category.category, null, category.hours]);
  for (const month of report.exchanges.byMonth)
    rows.push(['month', month.month, month.exchanges, month.hours]);
  rows.push(['', '', '', ''], ['ledger line', 'counts as exchange', 'transfers', 'credited', 'debited']);
  for (const line of report.ledger.lines) {
    rows.push([line.line, line.countsAsExchange ? 'yes' : 'no', line.transfers, line.credited, line.debited]);
  }
  rows.push(['total', '', '', report.ledger.credited, report.ledger.debited]);
  if (report.socialValue) {
    const value = report.socialValue;
    rows.push(
      ['', '', '', ''],
      [
        'social value',
        `${value.value} ${value.currency}`,
        `${value.valuePerHour} ${value.currency} an hour`,
        '',
      ],
      ['method', value.method, '', ''],
      ['source', value.source, '', ''],
    );
  }
  return toCsv(rows);
}

export async function coordinatorScope(db: DbOrTx, slug: string, viewerId: string) {
  const standing = await standingIn(db, slug, viewerId);
  assertCoordinator(standing);
  const { community } = standing;
  return {
    scope: { kind: 'community', communityId: community.id } as const,
    label: { kind: 'community', slug: community.slug, name: community.name, area: null } as const,
  };
}

/**
 * The scope of a community's report: the whole community for its coordinators; one of its areas (ADR 176) for
 * them and for that area's coordinator, who reads no other.
 */
async function reportScope(db: DbOrTx, slug: string, viewerId: string, areaId: string | undefined) {
  if (areaId === undefined) return coordinatorScope(db, slug, viewerId);
  const standing = await standingIn(db, slug, viewerId);
  assertCanSeeContent(standing);
  const { community } = standing;
  const area = await areaOfCommunity(db, community.id, areaId);
  if (area.coordinatorId !== viewerId) assertCoordinator(standing);
  return {
    scope: {
      kind: 'community',
      communityId: community.id,
      members: areaMemberIdsSql(area.id, { byPostcode: true }),
    } as const,
    label: {
      kind: 'community',
      slug: community.slug,
      name: community.name,
      area: { id: area.id, name: area.name },
    } as const,
  };
}

export async function getCommunityImpact(
  db: DbOrTx,
  options: { viewerId: string; slug: string; query: CommunityImpactQuery; now: Date },
): Promise<ImpactReport> {
  const { area, ...period } = options.query;
  const { scope, label } = await reportScope(db, options.slug, options.viewerId, area);
  return buildReport(db, scope, label, period, options.now);
}

export async function getInstallImpact(
  db: DbOrTx,
  options: { query: ImpactPeriodQuery; now: Date },
): Promise<ImpactReport> {
  return buildReport(db, { kind: 'install' }, { kind: 'install' }, options.query, options.now);
}

export async function getCommunityImpactSettings(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<ImpactSettings> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  return settingsOf(db, scope);
}

export const getInstallImpactSettings = (db: DbOrTx) => settingsOf(db, { kind: 'install' });

async function updateSettings(
  db: DbOrTx,
  scope: ImpactScope,
  options: { actorId: string; input: UpdateImpactSettings; now: Date; audit: AuditContext },
): Promise<ImpactSettings> {
  const before = await settingsOf(db, scope);
  await saveImpactSettings(db, scope, options.input, { memberId: options.actorId, at: options.now });
  const { updatedAt: _at, updatedBy: _by, ...previous } = before;
  await recordAuditEvent(db, {
    event: 'impact_settings_changed',
    userId: options.actorId,
    actorId: options.actorId,
    details: {
      scope: scope.kind === 'install' ? 'install' : scope.communityId,
      before: previous,
      after: options.input,
    },
    ...options.audit,
  });
  return settingsOf(db, scope);
}

export async function updateCommunityImpactSettings(
  db: DbOrTx,
  options: { viewerId: string; slug: string; input: UpdateImpactSettings; now: Date; audit: AuditContext },
): Promise<ImpactSettings> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  return updateSettings(db, scope, { actorId: options.viewerId, ...options });
}

export async function updateInstallImpactSettings(
  db: DbOrTx,
  options: { actorId: string; input: UpdateImpactSettings; now: Date; audit: AuditContext },
): Promise<ImpactSettings> {
  return updateSettings(db, { kind: 'install' }, options);
}
