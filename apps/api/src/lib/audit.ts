import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export type AuditEvent =
  | 'sign_up'
  | 'sign_up_existing_email'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_blocked'
  | 'sign_out'
  | 'refresh_token_reused'
  | 'session_expired'
  | 'mfa_factor_enrolled'
  | 'mfa_factor_verified'
  | 'mfa_factor_removed'
  | 'mfa_challenge_created'
  | 'mfa_verify_failed'
  | 'mfa_verified'
  | 'mfa_recovery_codes_generated'
  | 'mfa_recovery_code_used'
  | 'mfa_recovery_code_failed'
  | 'session_signed_out_remotely'
  | 'oauth_sign_in'
  | 'account_deleted'
  | 'billing_refund'
  | 'role_changed'
  | 'personal_token_created'
  | 'personal_token_revoked'
  | 'enterprise_plan_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'password_change_failed'
  | 'email_change_requested'
  | 'email_changed'
  | 'email_change_undone'
  | 'reauthenticated'
  | 'reauthentication_failed'
  | 'email_verification_sent'
  | 'email_verified'
  | 'email_verification_failed'
  | 'member_blocked'
  | 'member_unblocked'
  | 'dispute_resolved'
  | 'sign_in_suspended'
  | 'member_suspended'
  | 'member_unsuspended'
  | 'report_created'
  | 'report_resolved'
  | 'verified_badge_changed'
  | 'identity_verification_requested'
  | 'identity_verification_decided'
  | 'plan_changed'
  | 'contact_replied'
  | 'contact_status_changed'
  | 'mail_held'
  | 'mail_released'
  | 'mail_dropped'
  | 'webhooks_held'
  | 'webhooks_released'
  | 'webhooks_dropped'
  | 'community_created'
  | 'community_member_decided'
  | 'community_role_changed'
  | 'community_fund_donation'
  | 'community_fund_grant'
  | 'webhook_endpoint_created'
  | 'webhook_endpoint_deleted'
  | 'organisation_created'
  | 'organisation_invitation_sent'
  | 'community_members_imported'
  | 'organisation_invitation_revoked'
  | 'organisation_invitation_accepted'
  | 'organisation_domain_changed'
  | 'organisation_branding_changed'
  | 'organisation_seats_changed'
  | 'organisation_account_manager_changed'
  | 'elite_workshop_created'
  | 'workshop_dispute_decided'
  | 'community_rules_changed'
  | 'recorded_exchange_created'
  | 'recorded_exchange_disputed'
  | 'recorded_exchange_decided'
  | 'recorded_exchanges_imported'
  | 'activation_nudge_sent'
  | 'impact_settings_changed'
  | 'impact_link_created'
  | 'impact_link_revoked'
  | 'community_area_created'
  | 'community_area_changed'
  | 'community_area_deleted'
  | 'node_invitation_created'
  | 'node_link_created'
  | 'node_link_paused'
  | 'node_link_resumed'
  | 'node_link_ended'
  | 'node_transfer_validated'
  | 'node_transfer_pending'
  | 'node_transfer_completed'
  | 'node_transfer_erased'
  | 'node_transfer_expired'
  | 'node_links_reconciled'
  | 'node_routes_changed'
  | 'node_link_difference_alerted'
  | 'node_transfer_delivery_alerted'
  | 'node_swap_request_sent'
  | 'node_swap_request_received'
  | 'node_swap_request_answered'
  | 'node_swap_request_cancelled'
  | 'node_swap_request_expired'
  | 'node_member_blocked'
  | 'node_member_unblocked'
  | 'node_member_report_received'
  | 'helper_appointed'
  | 'helper_consent_widened'
  | 'helper_revoked'
  | 'helper_action'
  | 'managed_member_created'
  | 'claim_code_issued'
  | 'managed_member_claimed'
  | 'member_vetting_recorded'
  | 'member_vetting_changed'
  | 'member_vetting_withdrawn'
  | 'member_flagged'
  | 'member_flag_changed'
  | 'member_unflagged'
  | 'recorded_exchange_approved'
  | 'recorded_exchange_refused'
  | 'community_swap_approved'
  | 'community_swap_refused'
  | 'community_swap_auto_accepted'
  | 'paper_reader_marked'
  | 'paper_reader_unmarked'
  | 'paper_statements_printed'
  | 'paper_directory_printed';

/** Who did it and from where; request-derived, never containing a secret. */
export interface AuditContext {
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Writes one security event. Pass the transaction of the change it describes so the trail and the change
 * commit together. `details` must never hold a password, token, secret or code.
 */
export async function recordAuditEvent(
  db: DbOrTx,
  entry: {
    event: AuditEvent;
    /** The member the event is about. */
    userId?: string | null;
    /** Who acted when it is not that member: an operator in the console, an admin changing a role. */
    actorId?: string | null;
    details?: Record<string, unknown>;
  } & AuditContext,
): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    userId: entry.userId ?? null,
    actorId: entry.actorId ?? null,
    ip: entry.ip ?? null,
    userAgent: entry.userAgent?.slice(0, 512) ?? null,
    details: entry.details ?? {},
  });
}
