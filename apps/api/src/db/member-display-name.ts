import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { profiles, users } from './schema/index.ts';

/** What other members read in place of a deleted member's name, from the moment of deletion. */
export const formerMemberName = 'Former member';

/** The name columns of one member: the account row and (possibly absent) profile row. */
export interface MemberNameColumns {
  userFullName: SQLWrapper;
  userDeletedAt: SQLWrapper;
  profileFullName: SQLWrapper;
  profileDeletedAt: SQLWrapper;
}

const drizzleColumns: MemberNameColumns = {
  userFullName: users.fullName,
  userDeletedAt: users.deletedAt,
  profileFullName: profiles.fullName,
  profileDeletedAt: profiles.deletedAt,
};

/** The same columns for raw SQL that joins `users` and `profiles` under aliases (e.g. `u`, `p`). */
export function aliasedNameColumns(user: string, profile: string): MemberNameColumns {
  return {
    userFullName: sql.raw(`${user}.full_name`),
    userDeletedAt: sql.raw(`${user}.deleted_at`),
    profileFullName: sql.raw(`${profile}.full_name`),
    profileDeletedAt: sql.raw(`${profile}.deleted_at`),
  };
}

/** SQL: whether the member has deleted their account (either row marked). */
export function isMemberDeletedSql(columns: MemberNameColumns = drizzleColumns): SQL<boolean> {
  return sql<boolean>`(${columns.userDeletedAt} IS NOT NULL OR ${columns.profileDeletedAt} IS NOT NULL)`;
}

/**
 * SQL: the one way a member is named to anyone else (lists, details, notifications, mail). A deleted member
 * is "Former member" from the moment of deletion; otherwise the profile name, the account
 * name, or 'Anonymous'.
 */
export function memberDisplayNameSql(columns: MemberNameColumns = drizzleColumns): SQL<string> {
  return sql<string>`CASE WHEN ${isMemberDeletedSql(columns)} THEN ${formerMemberName}::text
    ELSE coalesce(nullif(${columns.profileFullName}, ''), nullif(${columns.userFullName}, ''), 'Anonymous') END`;
}
