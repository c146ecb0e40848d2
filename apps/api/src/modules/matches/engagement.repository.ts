import { sql, type SQL } from 'drizzle-orm';

/** Statuses in which two members are already dealing with each other: an open request or a running swap. */
const engagedStatuses = ['requested', 'accepted', 'disputed'];

/**
 * A subquery: the members the given member has an open or active swap with, in either direction. Matching
 * leaves them out; completed, declined, cancelled and expired swaps do not count.
 */
export function engagedMemberIds(memberId: string): SQL {
  const statuses = sql`${sql.param(engagedStatuses)}::text[]`;
  return sql`
    SELECT recipient_id FROM swaps WHERE requester_id = ${memberId} AND status = ANY(${statuses})
    UNION
    SELECT requester_id FROM swaps WHERE recipient_id = ${memberId} AND status = ANY(${statuses})`;
}
