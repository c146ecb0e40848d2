import type {
  PaperMember,
  PaperMemberList,
  PaperMonthQuery,
} from '@skillswap/contracts/community-paper/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { negotiateLanguage, type Language } from '@skillswap/contracts/shared/i18n';
import { roundSkillCoin, type TransferKind } from '@skillswap/contracts/ledger/schemas';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  assertCanSeeContent,
  assertCoordinator,
  isActiveCommunityMember,
  standingIn,
  type CommunityRow,
} from '../communities/index.ts';
import { formatNotification } from '../../lib/i18n/notification-translator.ts';
import { balanceBefore, findMemberAccountId, listStatement, type StatementRow } from '../ledger/index.ts';
import { listHelperActionsBetween } from '../member-helpers/index.ts';
import { notify, type NotifyContext } from '../notifications/index.ts';
import { directoryPdf, statementBatchPdf, statementPdf, type PaperStatement } from './community-paper-pdf.ts';
import {
  deletePaperReader,
  findMemberName,
  findStatementReader,
  insertPaperReader,
  listCoordinatorContacts,
  listDirectoryMembers,
  listPaperMembers,
  listPaperReaderIds,
  type PaperMemberRow,
} from './community-paper.repository.ts';

/** The most movements one month's statement prints (far above any member's month). */
const maxLines = 5_000;
/** Movements whose other side is a community fund rather than a member. */
const fundKinds = new Set<TransferKind>([
  'starter_grant',
  'deletion_write_off',
  'community_donation',
  'community_grant',
  'community_levy',
]);

const toPaperMember = (row: PaperMemberRow): PaperMember => ({
  id: row.id,
  name: row.name,
  readsPaper: row.marked_at !== null,
  markedAt: row.marked_at === null ? null : new Date(row.marked_at).toISOString(),
  markedBy: row.marked_at === null ? null : row.marked_by,
});

/** The month's first instant and the next month's, in UTC; a month not yet begun is refused. */
export function monthPeriod(month: string, now: Date): { from: Date; to: Date } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, number - 1, 1));
  if (from.getTime() > now.getTime())
    throw new AppError(errorCodes.validation, 'communityPaper.chooseAMonthThat');
  return { from, to: new Date(Date.UTC(year, number, 1)) };
}

const lineOf = (row: StatementRow) => ({
  date: row.createdAt.toISOString().slice(0, 10),
  counterpart: row.counterpartName ?? (fundKinds.has(row.kind) ? null : '—'),
  kind: row.kind,
  details: row.details,
  description: row.description,
  amount: roundSkillCoin(row.amount),
  balanceAfter: roundSkillCoin(row.balanceAfter),
});

/**
 * A member's statement of a month: every movement of their account in it, oldest first, between the balance
 * it opened with (every earlier movement) and the one it closed with, so the lines add up to the ledger. It
 * is printed in the language the member chose (ADR 192), else in `fallbackLanguage`: the language of
 * whoever prints it.
 */
async function memberStatement(
  db: DbOrTx,
  memberId: string,
  options: {
    month: string;
    period: { from: Date; to: Date };
    communityName: string | null;
    fallbackLanguage: Language;
  },
): Promise<PaperStatement> {
  const reader = await findStatementReader(db, memberId);
  const memberName = reader?.name ?? '—';
  const language = negotiateLanguage({ saved: reader?.language, acceptLanguage: [options.fallbackLanguage] });
  const accountId = await findMemberAccountId(db, memberId);
  // What helpers did for the member (ADR 199), in the words of the notice that told them of it.
  const helped = (await listHelperActionsBetween(db, memberId, options.period)).map((action) => ({
    date: action.at.toISOString().slice(0, 10),
    helper: action.helperName,
    action: typeof action.phrase === 'string' ? action.phrase : formatNotification(action.phrase, language),
  }));
  const base = { memberName, language, communityName: options.communityName, month: options.month, helped };
  if (!accountId) return { ...base, opening: 0, closing: 0, lines: [] };
  const opening = roundSkillCoin(await balanceBefore(db, accountId, options.period.from));
  const rows = await listStatement(db, accountId, { before: null, limit: maxLines, period: options.period });
  const lines = rows.reverse().map(lineOf);
  const closing = roundSkillCoin(lines.reduce((sum, line) => sum + line.amount, opening));
  return { ...base, opening, closing, lines };
}

export async function getPaperMembers(
  db: DbOrTx,
  options: { viewerId: string; slug: string },
): Promise<PaperMemberList> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  return { items: (await listPaperMembers(db, standing.community)).map(toPaperMember) };
}

/** Marks (or unmarks) a member of the community as reading paper: audited, and the member is told. */
export async function setPaperReader(
  db: DbOrTx,
  options: {
    actorId: string;
    slug: string;
    memberId: string;
    readsPaper: boolean;
    now: Date;
    audit: AuditContext;
    notifyContext: NotifyContext;
  },
): Promise<PaperMember> {
  return db.transaction(async (tx) => {
    const standing = await standingIn(tx, options.slug, options.actorId, { lock: true });
    assertCoordinator(standing);
    const { community } = standing;
    if (!(await isActiveCommunityMember(tx, community.id, options.memberId)))
      throw notFound('common.memberNotFound');
    const changed = options.readsPaper
      ? await insertPaperReader(tx, {
          communityId: community.id,
          memberId: options.memberId,
          markedBy: options.actorId,
          now: options.now,
        })
      : await deletePaperReader(tx, community.id, options.memberId);
    if (changed) {
      await recordAuditEvent(tx, {
        event: options.readsPaper ? 'paper_reader_marked' : 'paper_reader_unmarked',
        userId: options.memberId,
        actorId: options.actorId,
        details: { communityId: community.id },
        ...options.audit,
      });
      await tellMember(tx, options.notifyContext, {
        memberId: options.memberId,
        readsPaper: options.readsPaper,
        community,
        coordinator: (await findMemberName(tx, options.actorId)) ?? 'A coordinator',
      });
    }
    const row = (await listPaperMembers(tx, community)).find((member) => member.id === options.memberId);
    return toPaperMember(row!);
  });
}

async function tellMember(
  tx: DbOrTx,
  context: NotifyContext,
  input: { memberId: string; readsPaper: boolean; community: CommunityRow; coordinator: string },
) {
  const { community, coordinator } = input;
  await notify(
    tx,
    context,
    input.readsPaper
      ? {
          memberId: input.memberId,
          type: 'community_membership',
          title: { key: 'communityPaper.yourStatementsFromWill', values: { community: community.name } },
          body: { key: 'communityPaper.markedYouAsReading', values: { coordinator } },
          link: '/swaps',
        }
      : {
          memberId: input.memberId,
          type: 'community_membership',
          title: { key: 'communityPaper.yourStatementsFromAre', values: { community: community.name } },
          body: { key: 'communityPaper.unmarkedYouAsReading', values: { coordinator } },
          link: '/swaps',
        },
  );
}

type PrintOptions = {
  viewerId: string;
  slug: string;
  query: PaperMonthQuery;
  now: Date;
  audit: AuditContext;
  /**
   * The language of the request (ADR 192): for what is printed for the caller, and a member who chose none.
   */
  language: Language;
};

async function auditPrint(
  db: DbOrTx,
  options: PrintOptions,
  details: { communityId: string; memberIds: string[] },
) {
  await recordAuditEvent(db, {
    event: 'paper_statements_printed',
    actorId: options.viewerId,
    details: { ...details, month: options.query.month },
    ...options.audit,
  });
}

/** One PDF holding the month's statement of every member marked as reading paper (coordinators). */
export async function printPaperBatch(db: DbOrTx, options: PrintOptions): Promise<Buffer> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const period = monthPeriod(options.query.month, options.now);
  const { community } = standing;
  const memberIds = await listPaperReaderIds(db, community);
  const statements: PaperStatement[] = [];
  for (const memberId of memberIds) {
    statements.push(
      await memberStatement(db, memberId, {
        month: options.query.month,
        period,
        communityName: community.name,
        fallbackLanguage: options.language,
      }),
    );
  }
  await auditPrint(db, options, { communityId: community.id, memberIds });
  return statementBatchPdf(
    { communityName: community.name, month: options.query.month, statements, language: options.language },
    options.now,
  );
}

/** One member's statement in the community: for its coordinators, or the member themself. */
export async function printMemberStatement(
  db: DbOrTx,
  options: PrintOptions & { memberId: string },
): Promise<Buffer> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  const self = options.memberId === options.viewerId && standing.status === 'active';
  if (self) assertCanSeeContent(standing);
  else assertCoordinator(standing);
  const period = monthPeriod(options.query.month, options.now);
  const { community } = standing;
  if (!self && !(await isActiveCommunityMember(db, community.id, options.memberId))) {
    throw notFound('common.memberNotFound');
  }
  const statement = await memberStatement(db, options.memberId, {
    month: options.query.month,
    period,
    communityName: community.name,
    fallbackLanguage: options.language,
  });
  if (!self) await auditPrint(db, options, { communityId: community.id, memberIds: [options.memberId] });
  return statementPdf(statement, options.now);
}

/** The signed-in member's own statement of a month, outside any community. */
export async function printMyStatement(
  db: DbOrTx,
  options: { memberId: string; query: PaperMonthQuery; now: Date; language: Language },
): Promise<Buffer> {
  const period = monthPeriod(options.query.month, options.now);
  const statement = await memberStatement(db, options.memberId, {
    month: options.query.month,
    period,
    communityName: null,
    fallbackLanguage: options.language,
  });
  return statementPdf(statement, options.now);
}

/**
 * The community's members' directory (coordinators): who may be listed, what they offer and want, in the
 * language of the request.
 */
export async function printDirectory(
  db: DbOrTx,
  options: { viewerId: string; slug: string; now: Date; audit: AuditContext; language: Language },
): Promise<Buffer> {
  const standing = await standingIn(db, options.slug, options.viewerId);
  assertCoordinator(standing);
  const { community } = standing;
  const [members, coordinators] = [
    await listDirectoryMembers(db, community, options.viewerId),
    await listCoordinatorContacts(db, community.id),
  ];
  await recordAuditEvent(db, {
    event: 'paper_directory_printed',
    actorId: options.viewerId,
    details: { communityId: community.id, members: members.length },
    ...options.audit,
  });
  return directoryPdf(
    {
      communityName: community.name,
      coordinators,
      members: members.map((member) => ({
        name: member.name,
        city: member.city,
        offers: member.skills_offered,
        wants: member.skills_wanted,
      })),
    },
    options.now,
    options.language,
  );
}
