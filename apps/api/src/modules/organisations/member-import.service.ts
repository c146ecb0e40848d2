import { errorCodes } from '@skillswap/contracts/shared/errors';
import {
  memberImportMaxRows,
  type MemberImportResult,
  type MemberImportRow,
} from '@skillswap/contracts/communities/member-import';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { recordAuditEvent, type AuditContext } from '../../lib/audit.ts';
import { AppError, forbidden, type ErrorKey, type ErrorValues } from '../../lib/errors.ts';
import { enqueueMessage } from '../../lib/outbox.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { composeMail } from '../../lib/mail/mail-layout.ts';
import { assertCoordinator, countSeats, standingIn, type OrganisationRow } from '../communities/index.ts';
import { parseCsv } from '../../lib/csv.ts';
import { countInvitationTo, issueConfirmation, spendConfirmation } from './member-import-limits.ts';
import { hasOpenInvitation, isAddressAMember } from './organisations.repository.ts';
import { adminStanding, invitationRateLimit, sendOrganisationInvitation } from './organisations.service.ts';

// A coordinator's CSV import of members (ADR 130, T95): a preview first, then one mailed
// invitation per row; no account and no membership is ever created for the people on the list.

const emailSchema = z.email();

interface ImportTarget {
  community: { id: string; slug: string; name: string; inviteToken: string };
  organisation: OrganisationRow | null;
}

const badFile = (key: ErrorKey, values?: ErrorValues) => new AppError(errorCodes.validation, key, { values });

/** The rows of the file as addresses and names, each checked on its own; the header names the columns. */
function readRows(csv: string): MemberImportRow[] {
  const [header, ...lines] = parseCsv(csv);
  const columns = (header?.fields ?? []).map((field) => field.trim().toLowerCase());
  const emailColumn = columns.findIndex((column) => column === 'email' || column === 'e-mail');
  if (emailColumn < 0) throw badFile('organisations.theFileNeedsA');
  if (lines.length > memberImportMaxRows) {
    throw badFile('organisations.theFileHasMore', { rows: memberImportMaxRows });
  }
  const nameColumn = columns.indexOf('name');
  const firstLineOf = new Map<string, number>();
  return lines.map(({ line, fields }) => {
    const email = (fields[emailColumn] ?? '').trim().toLowerCase();
    const name = nameColumn >= 0 ? (fields[nameColumn] ?? '').trim().slice(0, 100) || null : null;
    const row: MemberImportRow = { line, email, name, outcome: 'ready', problem: null, duplicateOf: null };
    if (email === '') return { ...row, outcome: 'invalid', problem: 'missing_email' };
    if (!emailSchema.safeParse(email).success)
      return { ...row, outcome: 'invalid', problem: 'invalid_email' };
    const earlier = firstLineOf.get(email);
    if (earlier !== undefined)
      return { ...row, outcome: 'invalid', problem: 'duplicate', duplicateOf: earlier };
    firstLineOf.set(email, line);
    return row;
  });
}

async function targetOf(
  db: DbOrTx,
  slug: string,
  coordinatorId: string,
  lock: boolean,
): Promise<ImportTarget> {
  const standing = await standingIn(db, slug, coordinatorId);
  assertCoordinator(standing);
  if (standing.community.builtin) throw forbidden('organisations.theEliteLoungeTakes');
  const organisation = standing.isOrganisation
    ? (await adminStanding(db, slug, coordinatorId, lock)).organisation
    : null;
  const { id, name, inviteToken } = standing.community;
  return { community: { id, slug: standing.community.slug, name, inviteToken }, organisation };
}

/** What each row would do now: members and open invitations are skipped; seats run out in file order. */
async function previewRows(db: DbOrTx, target: ImportTarget, rows: MemberImportRow[], now: Date) {
  const { community, organisation } = target;
  let seatsLeft: number | null = null;
  if (organisation) {
    const held = await countSeats(db, community.id, now);
    seatsLeft = Math.max(0, organisation.seats - held.members - held.invitations);
  }
  let free = seatsLeft;
  const previewed: MemberImportRow[] = [];
  for (const row of rows) {
    if (row.outcome !== 'ready') {
      previewed.push(row);
    } else if (await isAddressAMember(db, community.id, row.email)) {
      previewed.push({ ...row, outcome: 'already_member' });
    } else if (organisation && (await hasOpenInvitation(db, community.id, row.email, now))) {
      previewed.push({ ...row, outcome: 'already_invited' });
    } else if (free !== null && free <= 0) {
      previewed.push({ ...row, outcome: 'invalid', problem: 'no_seat' });
    } else {
      if (free !== null) free -= 1;
      previewed.push(row);
    }
  }
  return { seatsLeft, rows: previewed };
}

const communityInviteUrl = (publicUrl: string, slug: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/c/${slug}?invite=${encodeURIComponent(token)}`;

/**
 * Whether a community's name reads like a link (a scheme, `www.` or a domain), which a mail client would make
 * one.
 */
const looksLikeLink = (text: string) => /[a-z][a-z0-9+.-]*:|www\.|[\p{L}\p{N}-]\.[\p{L}]{2,}/iu.test(text);

/**
 * An invitation in SkillSwap's own words: of what the importer wrote it quotes only the community's name (and
 * not even that when it reads like a link), never a name from the file, and its one link is SkillSwap's own.
 */
function mailCommunityInvitation(
  tx: DbOrTx,
  options: { community: ImportTarget['community']; row: MemberImportRow; publicUrl: string },
) {
  const { community, row } = options;
  const name = looksLikeLink(community.name) ? null : community.name;
  return enqueueMessage(
    tx,
    composeMail({
      to: row.email,
      subject: name
        ? `You are invited to join ${name} on SkillSwap`
        : 'You are invited to a community on SkillSwap',
      paragraphs: [
        'Hello,',
        name
          ? `A coordinator of ${name} invites you to join the community on SkillSwap, where its members swap skills with each other.`
          : 'A coordinator of a community on SkillSwap invites you to join it; its members swap skills with each other.',
        'Sign in (or create your account), then open the link to join.',
      ],
      link: {
        label: name ? `Join ${name}` : 'Join the community',
        url: communityInviteUrl(options.publicUrl, community.slug, community.inviteToken),
      },
      after: ['If you did not expect this invitation, ignore this message: nothing happens without you.'],
    }),
  );
}

/** Mails one invitation per ready row, under the coordinator's daily invitation limit. */
async function sendRows(
  tx: DbOrTx,
  target: ImportTarget,
  rows: MemberImportRow[],
  options: { coordinatorId: string; now: Date; publicUrl: string; audit: AuditContext },
) {
  const { community, organisation } = target;
  const limitKey = `${organisation ? 'organisation' : 'community'}-invite:member:${options.coordinatorId}`;
  const sent: MemberImportRow[] = [];
  for (const row of rows) {
    if (row.outcome !== 'ready') {
      sent.push(row);
      continue;
    }
    const allowance = await consumeRateLimit(tx, { key: limitKey, now: options.now, ...invitationRateLimit });
    if (!allowance.allowed) {
      sent.push({ ...row, outcome: 'invalid', problem: 'limit_reached' });
      continue;
    }
    if (!organisation) {
      const counted = await countInvitationTo(tx, {
        communityId: community.id,
        email: row.email,
        now: options.now,
      });
      if (counted === 'repeat') {
        sent.push({ ...row, outcome: 'already_invited' });
        continue;
      }
      if (counted === 'limit_reached') {
        sent.push({ ...row, outcome: 'invalid', problem: 'limit_reached' });
        continue;
      }
      await mailCommunityInvitation(tx, { community, row, publicUrl: options.publicUrl });
      sent.push({ ...row, outcome: 'invited' });
      continue;
    }
    const outcome = await sendOrganisationInvitation(tx, {
      adminId: options.coordinatorId,
      community,
      organisation,
      email: row.email,
      now: options.now,
      publicUrl: options.publicUrl,
      audit: options.audit,
    });
    if (outcome === 'no_seat') sent.push({ ...row, outcome: 'invalid', problem: 'no_seat' });
    else sent.push({ ...row, outcome });
  }
  return sent;
}

function summarise(rows: MemberImportRow[]): MemberImportResult['summary'] {
  const count = (test: (row: MemberImportRow) => boolean) => rows.filter(test).length;
  return {
    ready: count((row) => row.outcome === 'ready'),
    invited: count((row) => row.outcome === 'invited'),
    skipped: count((row) => row.outcome === 'already_member' || row.outcome === 'already_invited'),
    invalid: count((row) => row.outcome === 'invalid'),
  };
}

/**
 * A coordinator imports members from CSV. The preview (`dryRun`) mails nothing and answers a confirmation;
 * the send needs that confirmation for the same text, within 30 minutes and once, so a file is never mailed
 * unseen or twice from one look (ADR 158).
 */
export async function importMembers(
  db: DbOrTx,
  options: {
    coordinatorId: string;
    slug: string;
    input: { csv: string; dryRun: boolean; confirmation?: string | undefined };
    now: Date;
    publicUrl: string;
    audit: AuditContext;
    /** The server's secret, which signs a preview's confirmation. */
    secret: string;
  },
): Promise<MemberImportResult> {
  const { input, now } = options;
  const facts = {
    secret: options.secret,
    slug: options.slug.toLowerCase(),
    coordinatorId: options.coordinatorId,
    csv: input.csv,
  };
  const parsed = readRows(input.csv);
  if (input.dryRun) {
    const target = await targetOf(db, options.slug, options.coordinatorId, false);
    const preview = await previewRows(db, target, parsed, now);
    const confirmation = issueConfirmation(facts, now);
    return { dryRun: true, confirmation, ...preview, summary: summarise(preview.rows) };
  }
  const confirmation = input.confirmation ?? '';
  return db.transaction(async (tx) => {
    await spendConfirmation(tx, { ...facts, confirmation, now });
    const target = await targetOf(tx, options.slug, options.coordinatorId, true);
    const preview = await previewRows(tx, target, parsed, now);
    const rows = await sendRows(tx, target, preview.rows, { ...options, now });
    const summary = summarise(rows);
    await recordAuditEvent(tx, {
      event: 'community_members_imported',
      actorId: options.coordinatorId,
      details: { communityId: target.community.id, invited: summary.invited, rows: rows.length },
      ...options.audit,
    });
    return { dryRun: false, confirmation, seatsLeft: preview.seatsLeft, rows, summary };
  });
}
