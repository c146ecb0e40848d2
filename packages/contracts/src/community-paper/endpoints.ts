import { z } from 'zod';
import { paperMemberListSchema, paperMemberSchema, paperMonthQuerySchema } from './schemas.ts';
import { communityPaperRoutes } from './routes.ts';
import { read, slugParams, write } from '../communities/endpoints.ts';
import { defineEndpoint } from '../shared/endpoint.ts';

const memberParams = slugParams.extend({ memberId: z.uuid('Member not found') });
const coordinatorsOnly =
  'For the community’s coordinators and owner (403 `forbidden` for anyone else, and nothing is printed or changed).';
const monthNote =
  'The month is `month=YYYY-MM` (UTC); a month not yet begun, or malformed, is a 400 `validation_failed`.';
const statementNote =
  'A statement lists the member’s SkillCoin movements of the month, each with its date, the member on the other ' +
  'side and what it was, between the balance the month opened with and the one it closed with.';

/** Paper statements and the members' directory (ADR 177). */
export const communityPaperEndpoints = {
  listPaperMembers: defineEndpoint(communityPaperRoutes.listPaperMembers, {
    ...read,
    summary: 'List the community’s members and who reads paper (coordinators)',
    description: coordinatorsOnly,
    params: slugParams,
    responses: { 200: paperMemberListSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  markPaperReader: defineEndpoint(communityPaperRoutes.markPaperReader, {
    ...write,
    summary: 'Mark a member as reading paper (coordinators)',
    description: `The member is told, and the change is in the audit log. Marking twice changes nothing. ${coordinatorsOnly}`,
    params: memberParams,
    responses: { 200: paperMemberSchema },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  unmarkPaperReader: defineEndpoint(communityPaperRoutes.unmarkPaperReader, {
    ...write,
    summary: 'Stop printing a member’s statements (coordinators)',
    description: `The member is told, and the change is in the audit log. ${coordinatorsOnly}`,
    params: memberParams,
    responses: { 200: paperMemberSchema },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  getPaperBatch: defineEndpoint(communityPaperRoutes.getPaperBatch, {
    ...read,
    summary: 'Print the month’s statements of every member who reads paper (coordinators)',
    description: `One PDF, each member’s statement starting on a new page. ${statementNote} ${monthNote} ${coordinatorsOnly}`,
    params: slugParams,
    query: paperMonthQuerySchema,
    produces: 'application/pdf',
    responses: { 200: z.string() },
    errors: { 400: ['validation_failed'], 403: ['forbidden'], 404: ['not_found'] },
  }),
  getMemberStatementPdf: defineEndpoint(communityPaperRoutes.getMemberStatementPdf, {
    ...read,
    summary: 'Print one member’s statement of a month (coordinators, or the member)',
    description: `${statementNote} ${monthNote} For the community’s coordinators, or the member themself; 403 \`forbidden\` for anyone else.`,
    params: memberParams,
    query: paperMonthQuerySchema,
    produces: 'application/pdf',
    responses: { 200: z.string() },
    errors: { 400: ['validation_failed'], 403: ['forbidden'], 404: ['not_found'] },
  }),
  getPaperDirectory: defineEndpoint(communityPaperRoutes.getPaperDirectory, {
    ...read,
    summary: 'Print the community’s members’ directory (coordinators)',
    description:
      'A PDF of the active members with a public profile, each with the skills they offer and want and their ' +
      'city when their location privacy shows it (never an address), and how to reach them: through the ' +
      `community’s coordinators. Members a block separates from the coordinator are left out. ${coordinatorsOnly}`,
    params: slugParams,
    produces: 'application/pdf',
    responses: { 200: z.string() },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  getMyStatementPdf: defineEndpoint(communityPaperRoutes.getMyStatementPdf, {
    tag: 'Ledger',
    summary: 'Download the signed-in member’s SkillCoin statement of a month as a PDF',
    description: `${statementNote} ${monthNote}`,
    access: 'member',
    tokenScope: 'ledger:read',
    query: paperMonthQuerySchema,
    produces: 'application/pdf',
    responses: { 200: z.string() },
    errors: { 400: ['validation_failed'] },
  }),
};
