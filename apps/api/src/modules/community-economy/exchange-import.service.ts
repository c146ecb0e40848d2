import { createHash } from 'node:crypto';
import { skillCategories, type SkillCategory } from '@skillswap/contracts/shared/categories';
import {
  communityRuleLimits,
  exchangeImportMaxRows,
  type ExchangeImportProblem,
  type ExchangeImportResult,
} from '@skillswap/contracts/community-economy/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import { roundSkillCoin } from '@skillswap/contracts/ledger/schemas';
import { toHundredths } from '@skillswap/contracts/shared/hours';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { parseCsv } from '../../lib/csv.ts';
import { assertCoordinator, standingIn } from '../communities/index.ts';
import { safeguardingOf } from '../community-safeguarding/index.ts';
import { payRecordedExchange } from '../ledger/index.ts';
import type { NotifyContext } from '../notifications/index.ts';
import { tellParties } from './recorded-exchanges.service.ts';
import { findRules } from './community-rules.repository.ts';
import { findImportedKeys, insertImportedExchanges } from './exchange-import.repository.ts';
import { findActiveMembers, findActiveMembersByEmail } from './exchange-parties.repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

interface ParsedRow {
  line: number;
  happenedOn: string;
  teacherEmail: string;
  learnerEmail: string;
  hours: number;
  category: SkillCategory;
  note: string;
}

/** Thrown inside the preview's transaction so that everything it wrote is rolled back. */
class PreviewOnly extends Error {
  constructor(readonly result: ExchangeImportResult) {
    super('preview');
  }
}

/**
 * A coordinator imports the community's past exchanges from CSV (ADR 172). Every row is
 * checked first (its fields, that both addresses belong to active members, that the coordinator is neither);
 * nothing is written while a row has a problem. The rows are then recorded in one transaction, in file order,
 * under the community's floor, cap and levy; the first line that would break a rule refuses the whole file.
 * The preview runs the same transaction and rolls it back, so it says exactly what the import would do. A
 * row's key is its content and its place among identical rows, so the same lines imported again are
 * recognised and skipped.
 */
export async function importExchanges(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    csv: string;
    dryRun: boolean;
    now: Date;
    audit: AuditContext;
    notifyContext: NotifyContext;
  },
): Promise<ExchangeImportResult> {
  const standing = await standingIn(db, options.slug, options.coordinatorId);
  assertCoordinator(standing);
  const { community } = standing;
  const lines = parseCsv(options.csv);
  const header = (lines[0]?.fields ?? []).map((field) => field.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const required = ['date', 'teacher_email', 'learner_email', 'hours', 'category'];
  const missing = required.filter((name) => column(name) === -1);
  if (missing.length > 0) {
    throw new AppError(errorCodes.validation, 'communityEconomy.theFirstLineMust', {
      values: { missing: missing.join(', ') },
    });
  }
  const body = lines.slice(1);
  if (body.length === 0) throw new AppError(errorCodes.validation, 'communityEconomy.theFileHasNo');
  if (body.length > exchangeImportMaxRows) {
    throw new AppError(errorCodes.validation, 'communityEconomy.theFileHasRows', {
      values: { count: body.length, max: exchangeImportMaxRows },
    });
  }

  const problems: { line: number; problem: ExchangeImportProblem }[] = [];
  const rows: ParsedRow[] = [];
  const today = options.now.toISOString().slice(0, 10);
  for (const { line, fields } of body) {
    const field = (name: string) => (column(name) === -1 ? '' : (fields[column(name)] ?? '').trim());
    const problem = rowProblem(field, today);
    if (problem) {
      problems.push({ line, problem });
      continue;
    }
    rows.push({
      line,
      happenedOn: field('date'),
      teacherEmail: field('teacher_email').toLowerCase(),
      learnerEmail: field('learner_email').toLowerCase(),
      hours: Number(field('hours')),
      category: field('category') as SkillCategory,
      note: field('note'),
    });
  }
  const emails = [...new Set(rows.flatMap((row) => [row.teacherEmail, row.learnerEmail]))];
  const members = await findActiveMembersByEmail(db, community.id, emails);
  // A flagged member's exchanges wait for a second coordinator when the community says so (ADR 178): an
  // import cannot wait, so such a row is a problem and is recorded on its own instead.
  const flagged = (await findRules(db, community.id))?.requireFlaggedApproval
    ? (
        await safeguardingOf(
          db,
          community.id,
          [...members.values()].map((member) => member.id),
          options.now,
        )
      ).flagged
    : new Set<string>();
  const ready = rows.filter((row) => {
    const teacher = members.get(row.teacherEmail);
    const learner = members.get(row.learnerEmail);
    const problem: ExchangeImportProblem | null =
      !teacher || !learner
        ? 'unknown_member'
        : teacher.id === learner.id
          ? 'same_member'
          : teacher.id === options.coordinatorId || learner.id === options.coordinatorId
            ? 'own_exchange'
            : flagged.has(teacher.id) || flagged.has(learner.id)
              ? 'flagged_member'
              : null;
    if (problem) problems.push({ line: row.line, problem });
    return problem === null;
  });
  problems.sort((a, b) => a.line - b.line);

  const keyed = withImportKeys(ready);
  const recordedBefore = await findImportedKeys(
    db,
    community.id,
    keyed.map((row) => row.key),
  );
  const fresh = keyed.filter((row) => !recordedBefore.has(row.key));
  const result: ExchangeImportResult = {
    dryRun: options.dryRun,
    rows: body.length,
    ready: fresh.length,
    alreadyRecorded: keyed.length - fresh.length,
    hours: roundSkillCoin(fresh.reduce((sum, row) => sum + row.hours, 0)),
    problems: problems.slice(0, 100),
    problemCount: problems.length,
    refusal: null,
  };
  if (problems.length > 0) {
    if (options.dryRun) return result;
    throw new AppError(errorCodes.validation, 'communityEconomy.nothingWasImportedRows', {
      values: { count: problems.length },
    });
  }
  if (fresh.length === 0) return result;

  try {
    await db.transaction(async (tx) => {
      const rules = await findRules(tx, community.id, true);
      const levyPercent = rules?.levyPercent ?? 0;
      const coordinatorName =
        (await findActiveMembers(tx, community.id, [options.coordinatorId])).get(options.coordinatorId) ??
        'a coordinator';
      const ids = await insertImportedExchanges(
        tx,
        fresh.map((row) => ({
          communityId: community.id,
          recordedBy: options.coordinatorId,
          category: row.category,
          note: row.note,
          happenedOn: row.happenedOn,
          createdAt: options.now,
          disputeUntil: new Date(options.now.getTime() + communityRuleLimits.disputeDays * dayMs),
          importKey: row.key,
          teacherId: members.get(row.teacherEmail)!.id,
          learnerId: members.get(row.learnerEmail)!.id,
          hours: row.hours,
          levy: roundSkillCoin((row.hours * levyPercent) / 100),
        })),
      );
      const person = (email: string) => ({ id: members.get(email)!.id, name: members.get(email)!.name });
      const byExchange = new Map(fresh.map((row) => [ids.get(row.key)!, row]));
      await payRecordedExchange(tx, {
        limits: {
          communityId: community.id,
          communityName: community.name,
          creditFloor: rules?.creditFloor ?? null,
          balanceCap: rules?.balanceCap ?? null,
        },
        parts: fresh.map((row) => ({
          exchangeId: ids.get(row.key)!,
          position: 0,
          row: row.line,
          teacher: person(row.teacherEmail),
          learner: person(row.learnerEmail),
          hours: row.hours,
          levy: roundSkillCoin((row.hours * levyPercent) / 100),
        })),
        details: (part) => ({
          communityName: community.name,
          category: byExchange.get(part.exchangeId)!.category,
          recordedBy: coordinatorName,
          ...(byExchange.get(part.exchangeId)!.note ? { note: byExchange.get(part.exchangeId)!.note } : {}),
        }),
      });
      if (options.dryRun) throw new PreviewOnly(result);
      await recordAuditEvent(tx, {
        event: 'recorded_exchanges_imported',
        actorId: options.coordinatorId,
        details: { communityId: community.id, rows: fresh.length, hours: result.hours },
        ...options.audit,
      });
      const rowsOf = new Map<string, number>();
      for (const row of fresh) {
        for (const email of [row.teacherEmail, row.learnerEmail]) {
          const { id } = members.get(email)!;
          rowsOf.set(id, (rowsOf.get(id) ?? 0) + 1);
        }
      }
      await tellParties(
        tx,
        options.notifyContext,
        [...rowsOf].map(([memberId, count]) => ({
          memberId,
          title: {
            key: 'communityEconomy.importedPastExchanges',
            values: { coordinator: coordinatorName, community: community.name },
          },
          body: { key: 'communityEconomy.ofThemAreYours', values: { count } },
          slug: community.slug,
        })),
      );
    });
  } catch (failure) {
    if (failure instanceof PreviewOnly) return failure.result;
    if (options.dryRun && failure instanceof AppError && failure.code === errorCodes.insufficientCredit) {
      return { ...result, refusal: failure.message };
    }
    throw failure;
  }
  return result;
}

function rowProblem(field: (name: string) => string, today: string): ExchangeImportProblem | null {
  for (const name of ['date', 'teacher_email', 'learner_email', 'hours', 'category']) {
    if (field(name) === '') return 'missing_field';
  }
  const date = field('date');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    return 'invalid_date';
  }
  if (new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return 'invalid_date';
  if (date > today) return 'future_date';
  const hours = Number(field('hours'));
  if (!Number.isFinite(hours) || hours <= 0 || hours > 100 || toHundredths(hours) / 100 !== hours) {
    return 'invalid_hours';
  }
  if (!(skillCategories as readonly string[]).includes(field('category'))) return 'invalid_category';
  if (field('teacher_email').toLowerCase() === field('learner_email').toLowerCase()) return 'same_member';
  const note = field('note');
  // eslint-disable-next-line no-control-regex
  if (note.length > 200 || /[\u0000-\u001f\u007f]/.test(note)) return 'note_too_long';
  return null;
}

/** Each row's key: a digest of its content and how many identical rows came before it in the file. */
function withImportKeys(rows: ParsedRow[]) {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const content = [
      row.happenedOn,
      row.teacherEmail,
      row.learnerEmail,
      row.hours,
      row.category,
      row.note,
    ].join('\u001f');
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    return { ...row, key: createHash('sha256').update(`${content}\u001f${occurrence}`).digest('base64url') };
  });
}
