import { z } from 'zod';
import {
  flagInputSchema,
  memberReferenceChecksSchema,
  ownSafeguardingSchema,
  referenceCheckedMembersSchema,
  safeguardingOverviewSchema,
  vettingInputSchema,
  memberVettingSchema,
  memberFlagSchema,
} from './schemas.ts';
import { communitySafeguardingRoutes } from './routes.ts';
import { read, slugParams, write } from '../communities/endpoints.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const memberParams = slugParams.extend({ memberId: z.uuid('Member not found') });
const coordinatorsOnly =
  'For the community’s coordinators and owner (403 `forbidden` for anyone else, a coordinator of another community included); a coordinator never vets or flags themselves (403 `own_cause`). Audited; the member is told.';
const writeErrors = {
  400: ['validation_failed'],
  403: ['forbidden', 'email_unverified', 'own_cause'],
  404: ['not_found'],
} as const;

/** Safeguarding in a community (ADR 178). */
export const communitySafeguardingEndpoints = {
  getSafeguarding: defineEndpoint(communitySafeguardingRoutes.getSafeguarding, {
    ...read,
    summary: 'Read the community’s vetting records and flags (coordinators)',
    description:
      'Every active member with a vetting record or a flag, with the dates, who checked and the notes, and a flag’s reason. For the community’s coordinators and owner only (403 `forbidden`).',
    params: slugParams,
    responses: { 200: safeguardingOverviewSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  getOwnSafeguarding: defineEndpoint(communitySafeguardingRoutes.getOwnSafeguarding, {
    ...read,
    summary: 'Read your own vetting record in the community',
    description:
      'Your vetting (dates, who checked, the note) and whether a coordinator approves your exchanges; never a flag’s reason.',
    params: slugParams,
    responses: { 200: ownSafeguardingSchema },
    errors: { 404: ['not_found'] },
  }),
  saveVetting: defineEndpoint(communitySafeguardingRoutes.saveVetting, {
    ...write,
    summary: 'Record or update a member’s vetting (coordinators)',
    description: `References checked on a date, a background check on a date with its expiry, and a short note; never a document. The coordinator saving a date is recorded as who checked it. ${coordinatorsOnly}`,
    params: memberParams,
    body: vettingInputSchema,
    responses: { 200: memberVettingSchema },
    errors: writeErrors,
  }),
  withdrawVetting: defineEndpoint(communitySafeguardingRoutes.withdrawVetting, {
    ...write,
    summary: 'Withdraw a member’s vetting (coordinators)',
    description: `The badge goes at once. ${coordinatorsOnly}`,
    params: memberParams,
    responses: { 204: null },
    errors: { 403: ['forbidden', 'email_unverified', 'own_cause'], 404: ['not_found'] },
  }),
  flagMember: defineEndpoint(communitySafeguardingRoutes.flagMember, {
    ...write,
    summary: 'Flag a member, or change the reason (coordinators)',
    description: `The reason is for coordinators only; the member is told, in neutral words, that a coordinator will approve their exchanges in the community. ${coordinatorsOnly}`,
    params: memberParams,
    body: flagInputSchema,
    responses: { 200: memberFlagSchema },
    errors: writeErrors,
  }),
  unflagMember: defineEndpoint(communitySafeguardingRoutes.unflagMember, {
    ...write,
    summary: 'Lift a member’s flag (coordinators)',
    description: coordinatorsOnly,
    params: memberParams,
    responses: { 204: null },
    errors: { 403: ['forbidden', 'email_unverified', 'own_cause'], 404: ['not_found'] },
  }),
  listReferenceChecked: defineEndpoint(communitySafeguardingRoutes.listReferenceChecked, {
    ...read,
    summary: 'List the members who show the “Reference checked” badge',
    description:
      'Active members whose references are checked and whose background check, if any, has not expired; no details. For those who can see the community’s members.',
    params: slugParams,
    responses: { 200: referenceCheckedMembersSchema },
    errors: { 404: ['not_found'] },
  }),
  getMemberReferenceChecks: defineEndpoint(communitySafeguardingRoutes.getMemberReferenceChecks, {
    ...read,
    summary: 'The communities where a member’s references are checked',
    description:
      'For the badge on a profile: only communities the viewer can see (public ones, or those the viewer is an active member of); never the details.',
    params: z.object({ id: z.uuid('Member not found') }),
    responses: { 200: memberReferenceChecksSchema },
    errors: { 400: ['validation_failed'] },
  }),
} satisfies Record<keyof typeof communitySafeguardingRoutes, Endpoint>;
