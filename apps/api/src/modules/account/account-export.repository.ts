import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collectPersonalTokenData } from '../auth/index.ts';
import { collectSessionData } from '../sessions/index.ts';
import { collectBoardData } from '../board/index.ts';
import { collectCommunityData } from '../communities/index.ts';
import { findReportingDetails } from '../impact/index.ts';
import { collectDirectMessageData } from '../direct-messages/index.ts';
import { collectActivityData } from '../insights/index.ts';
import { collectPortfolioData } from '../portfolio/index.ts';
import { collectVerificationData } from '../verification/index.ts';
import { collectSwapLifecycleData } from '../swap-lifecycle/index.ts';
import { collectWorkshopData } from '../workshops/index.ts';

type Row = Record<string, unknown>;

async function rows(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** Everything stored about one member, table by table, as plain rows (secrets and token hashes left out). */
export async function collectMemberData(db: DbOrTx, memberId: string) {
  const [account] = await rows(
    db,
    sql`SELECT id, email, full_name, created_at, updated_at FROM users WHERE id = ${memberId}`,
  );
  const [profile] = await rows(
    db,
    sql`SELECT full_name, bio, avatar_url, location_street, location_city, location_region, location_country,
          skills_offered, skills_wanted, verified, rating::float8 AS rating, plan, show_email,
          show_location_detail, profile_visibility, visible_to_partners, created_at, updated_at
        FROM profiles WHERE id = ${memberId}`,
  );
  return {
    account: account ?? null,
    profile: profile ?? null,
    swaps: await rows(
      db,
      sql`SELECT id, requester_id, recipient_id, offered_skill, requested_skill, message,
            hours_offered::float8 AS hours_offered, hours_requested::float8 AS hours_requested, status,
            created_at, updated_at, expires_at
          FROM swaps WHERE requester_id = ${memberId} OR recipient_id = ${memberId} ORDER BY created_at`,
    ),
    swapEvents: await rows(
      db,
      sql`SELECT e.swap_id, e.type, e.actor_id, e.note, e.created_at FROM swap_events e
          JOIN swaps s ON s.id = e.swap_id
          WHERE s.requester_id = ${memberId} OR s.recipient_id = ${memberId} ORDER BY e.id`,
    ),
    contactMessages: await rows(
      db,
      sql`SELECT id, name, email, subject, message, status, created_at FROM contact_messages
          WHERE user_id = ${memberId} ORDER BY id`,
    ),
    sessions: await rows(
      db,
      sql`SELECT id, aal, created_at, refreshed_at, ended_at, end_reason, ip, user_agent FROM auth_sessions
          WHERE user_id = ${memberId} ORDER BY created_at`,
    ),
    mfaFactors: await rows(
      db,
      sql`SELECT id, friendly_name, factor_type, status, phone, created_at FROM mfa_factors
          WHERE user_id = ${memberId} ORDER BY created_at`,
    ),
    ...(await collectSwapLifecycleData(db, memberId)),
    ...(await collectSessionData(db, memberId)),
    ...(await collectPersonalTokenData(db, memberId)),
    ...(await collectBoardData(db, memberId)),
    ...(await collectDirectMessageData(db, memberId)),
    ...(await collectPortfolioData(db, memberId)),
    ...(await collectActivityData(db, memberId)),
    ...(await collectVerificationData(db, memberId)),
    ...(await collectWorkshopData(db, memberId)),
    ...(await collectCommunityData(db, memberId)),
    // What the member told for impact reports only.
    reportingDetails: await findReportingDetails(db, memberId),
    // The Coach's weekly goal and push settings with their quiet hours; device keys stay out.
    coachGoal:
      (
        await rows(db, sql`SELECT weekly_hours, updated_at FROM coach_goals WHERE member_id = ${memberId}`)
      )[0] ?? null,
    pushPreferences:
      (
        await rows(
          db,
          sql`SELECT disabled_categories, quiet_start_minute, quiet_end_minute, quiet_time_zone, updated_at
              FROM push_preferences WHERE member_id = ${memberId}`,
        )
      )[0] ?? null,
    securityEvents: await rows(
      db,
      sql`SELECT event, ip, user_agent, created_at FROM audit_log WHERE user_id = ${memberId} ORDER BY id`,
    ),
  };
}
