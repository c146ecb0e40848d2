import { createHash, randomBytes } from 'node:crypto';
import {
  ageBands,
  exchangeSources,
  genders,
  impactLedgerLines,
  impactLimits,
  type CreatedImpactLink,
  type CreateImpactLink,
  type ImpactLedgerLine,
  type ImpactLink,
  type ImpactLinkList,
  type CommunityImpactQuery,
  type ImpactPeriodQuery,
  type ImpactReport,
  type ImpactSettings,
  type ReportingDetails,
  type UpdateImpactSettings,
  type UpdateReportingDetails,
} from '@skillswap/contracts/impact';
import { negotiateLanguage, type Language } from '@skillswap/contracts/i18n';
import { roundSkillCoin } from '@skillswap/contracts/ledger';
import { skillGroupOf } from '@skillswap/contracts/skill-taxonomy';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { toCsv } from '../../lib/csv.ts';
import { hoursCertificatePdf } from './impact-pdf.ts';
import { notFound } from '../../lib/errors.ts';
import { assertCanSeeContent, assertCoordinator, standingIn } from '../communities/index.ts';
import { areaMemberIdsSql, areaOfCommunity } from '../community-areas/index.ts';
import { readFigures, type BreakdownRow, type MemberFigures } from './impact-figures.repository.ts';
import { readMemberHours } from './impact-hours-certificate.repository.ts';
import { readLedgerLines } from './impact-ledger-lines.repository.ts';
import {
  findCommunityLabel,
  findImpactLink,
  insertImpactLink,
  listImpactLinks,
  revokeImpactLinkRow,
  type ImpactLinkRow,
} from './impact-links.repository.ts';
import { findReportingDetails, saveReportingDetails } from './impact-reporting-details.repository.ts';
import type { ImpactScope, ImpactWindow } from './impact-scope.repository.ts';
import { findImpactSettings, saveImpactSettings } from './impact-settings.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;
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
async function buildReport(
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

async function coordinatorScope(db: DbOrTx, slug: string, viewerId: string) {
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

const linkLimit = 100;

function toLink(row: ImpactLinkRow, now: Date): ImpactLink {
  return {
    id: row.id,
    period: { from: row.periodFrom, to: row.periodTo },
    createdAt: row.createdAt.toISOString(),
    createdBy:
      row.createdById && row.createdByName ? { id: row.createdById, fullName: row.createdByName } : null,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function listCommunityImpactLinks(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date },
): Promise<ImpactLinkList> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  const rows = await listImpactLinks(db, scope.communityId, linkLimit);
  return { items: rows.map((row) => toLink(row, options.now)) };
}

/** A read-only link to the community's report of one period; the token is answered once, its hash kept. */
export async function createCommunityImpactLink(
  db: DbOrTx,
  options: { viewerId: string; slug: string; input: CreateImpactLink; now: Date; audit: AuditContext },
): Promise<CreatedImpactLink> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  const period = resolvePeriod(options.input, options.now);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(options.now.getTime() + options.input.expiresInDays * dayMs);
  const id = await insertImpactLink(db, {
    communityId: scope.communityId,
    tokenHash: hashToken(token),
    periodFrom: period.from,
    periodTo: period.to,
    createdBy: options.viewerId,
    createdAt: options.now,
    expiresAt,
  });
  await recordAuditEvent(db, {
    event: 'impact_link_created',
    userId: options.viewerId,
    actorId: options.viewerId,
    details: { communityId: scope.communityId, linkId: id, from: period.from, to: period.to, expiresAt },
    ...options.audit,
  });
  const row = await findImpactLink(db, { id, communityId: scope.communityId });
  return { ...toLink(row!, options.now), token };
}

export async function revokeCommunityImpactLink(
  db: DbOrTx,
  options: { viewerId: string; slug: string; linkId: string; now: Date; audit: AuditContext },
): Promise<ImpactLink> {
  const { scope } = await coordinatorScope(db, options.slug, options.viewerId);
  const where = { id: options.linkId, communityId: scope.communityId };
  if (!(await findImpactLink(db, where))) throw notFound('Link not found');
  if (await revokeImpactLinkRow(db, { id: options.linkId, by: options.viewerId, at: options.now })) {
    await recordAuditEvent(db, {
      event: 'impact_link_revoked',
      userId: options.viewerId,
      actorId: options.viewerId,
      details: { communityId: scope.communityId, linkId: options.linkId },
      ...options.audit,
    });
  }
  return toLink((await findImpactLink(db, where))!, options.now);
}

/** The report a link shares, as it stands now; unknown, expired and revoked links are all simply not found. */
export async function getSharedImpact(
  db: DbOrTx,
  options: { token: string; now: Date },
): Promise<ImpactReport> {
  const link = await findImpactLink(db, { tokenHash: hashToken(options.token) });
  const usable = link && !link.revokedAt && link.expiresAt > options.now;
  const community = usable ? await findCommunityLabel(db, link.communityId) : null;
  if (!link || !community) throw notFound('Link not found');
  return buildReport(
    db,
    { kind: 'community', communityId: link.communityId },
    { kind: 'community', ...community, area: null },
    { from: link.periodFrom, to: link.periodTo },
    options.now,
  );
}

export async function getReportingDetails(db: DbOrTx, memberId: string): Promise<ReportingDetails> {
  const row = await findReportingDetails(db, memberId);
  return {
    ageBand: row?.ageBand ?? null,
    gender: row?.gender ?? null,
    postcodeArea: row?.postcodeArea ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function updateReportingDetails(
  db: DbOrTx,
  options: { memberId: string; input: UpdateReportingDetails; now: Date },
): Promise<ReportingDetails> {
  await saveReportingDetails(db, options.memberId, options.input, options.now);
  return getReportingDetails(db, options.memberId);
}

/**
 * The member's certificate of hours given and received in a period, as a PDF in the language they chose, else
 * in the request's (ADR 192).
 */
export async function hoursCertificate(
  db: DbOrTx,
  options: { memberId: string; query: ImpactPeriodQuery; now: Date; language: Language },
): Promise<{ pdf: Buffer; period: { from: string; to: string } }> {
  const period = resolvePeriod(options.query, options.now);
  const figures = await readMemberHours(db, { start: period.start, end: period.end }, options.memberId);
  const rounded = (tally: { exchanges: number; hours: number }) => ({
    exchanges: tally.exchanges,
    hours: roundSkillCoin(tally.hours),
  });
  const pdf = await hoursCertificatePdf(
    {
      memberName: figures.name,
      period: { from: period.from, to: period.to },
      given: rounded(figures.given),
      received: rounded(figures.received),
      generatedAt: options.now.toISOString(),
    },
    negotiateLanguage({ saved: figures.language, acceptLanguage: [options.language] }),
  );
  return { pdf, period: { from: period.from, to: period.to } };
}
