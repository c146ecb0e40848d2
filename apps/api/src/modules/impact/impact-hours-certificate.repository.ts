// One member's hours for their hours certificate.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberDisplayNameSql, aliasedNameColumns } from '../../db/member-display-name.ts';
import { memberPartsSql, numberOf } from './impact-scope.repository.ts';

const names = memberDisplayNameSql(aliasedNameColumns('u', 'p'));

/**
 * One member's hours taught and learned in the period's exchanges, their name as members see it and the
 * language they chose (null when none).
 */
export async function readMemberHours(
  db: DbOrTx,
  window: { start: Date; end: Date },
  memberId: string,
): Promise<{
  name: string;
  language: string | null;
  given: { exchanges: number; hours: number };
  received: { exchanges: number; hours: number };
}> {
  const result = await db.execute<{
    name: string;
    language: string | null;
    given_n: number | string;
    given_h: number | string | null;
    received_n: number | string;
    received_h: number | string | null;
  }>(sql`
    WITH ${memberPartsSql(
      sql`SELECT ${memberId}::uuid AS member_id, '-infinity'::timestamptz AS joined_at, NULL::timestamptz AS ended_at`,
      window.start,
      window.end,
    )},
    mine AS (SELECT * FROM parts WHERE NOT undone)
    SELECT (SELECT ${names} FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ${memberId}) AS name,
      (SELECT u.language FROM users u WHERE u.id = ${memberId}) AS language,
      (SELECT count(DISTINCT transfer_id) FROM mine WHERE teacher_id = ${memberId}) AS given_n,
      (SELECT sum(hours) FROM mine WHERE teacher_id = ${memberId}) AS given_h,
      (SELECT count(DISTINCT transfer_id) FROM mine WHERE learner_id = ${memberId}) AS received_n,
      (SELECT sum(hours) FROM mine WHERE learner_id = ${memberId}) AS received_h
  `);
  const row = result.rows[0]!;
  return {
    name: row.name,
    language: row.language,
    given: { exchanges: numberOf(row.given_n), hours: numberOf(row.given_h) },
    received: { exchanges: numberOf(row.received_n), hours: numberOf(row.received_h) },
  };
}
