import type {
  AssignAccountManagerInput,
  ConsoleOrganisation,
} from '@skillswap/contracts/admin-organisations/schemas';
import { errorCodes } from '@skillswap/contracts/shared/errors';
import type { Db } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  findStaffMember,
  selectConsoleOrganisations,
  updateAccountManager,
} from './organisation-accounts.repository.ts';
import { findOrganisationBySlug } from './organisations.repository.ts';

// The account manager of an organisation (ADR 142): a member of staff an admin assigns.

export async function listConsoleOrganisations(db: Db, now: Date): Promise<ConsoleOrganisation[]> {
  return selectConsoleOrganisations(db, { now });
}

/** An admin assigns a moderator or admin (or nobody) to an organisation; audited with the admin. */
export async function setAccountManager(
  db: Db,
  options: {
    slug: string;
    input: AssignAccountManagerInput;
    actorId: string;
    now: Date;
    audit: AuditContext;
  },
): Promise<ConsoleOrganisation> {
  const { slug, input } = options;
  return db.transaction(async (tx) => {
    const found = await findOrganisationBySlug(tx, slug);
    if (!found) throw notFound('common.organisationNotFound');
    const { organisation } = found;
    if (input.staffId !== null && !(await findStaffMember(tx, input.staffId))) {
      throw new AppError(errorCodes.validation, 'organisations.anAccountManagerMust');
    }
    const manager = input.staffId === null ? null : { id: input.staffId, name: input.displayName!.trim() };
    await updateAccountManager(tx, organisation.communityId, manager);
    await recordAuditEvent(tx, {
      event: 'organisation_account_manager_changed',
      userId: organisation.accountId,
      actorId: options.actorId,
      details: {
        communityId: organisation.communityId,
        from: organisation.accountManagerId,
        to: manager?.id ?? null,
        displayName: manager?.name ?? null,
      },
      ...options.audit,
    });
    const [described] = await selectConsoleOrganisations(tx, { now: options.now, slug });
    return described!;
  });
}
