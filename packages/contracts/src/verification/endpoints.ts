import { z } from 'zod';
import {
  adminVerificationListSchema,
  adminVerificationSchema,
  decideVerificationSchema,
  myVerificationSchema,
  requestVerificationSchema,
} from './schemas.ts';
import { verificationRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const premium = ' A member below Premium is refused with 403 `plan_required`.';
const decided =
  'Closes the request (409 when already decided), tells the member in the app and by mail with the note, and ' +
  'audits the moderator. A request of the moderator’s own is for a colleague (403 `own_cause`), and so is a ' +
  'member whose role is not below theirs (403 `staff_rank`).';
const requestParams = z.object({ id: z.uuid('Request not found') });

export const verificationEndpoints = {
  getMyVerification: defineEndpoint(verificationRoutes.getMyVerification, {
    tag: 'Profiles',
    summary: 'Read whether the signed-in member is verified and their latest request (Premium and up)',
    description: premium.trim(),
    access: 'member',
    planFeature: 'verified-badge',
    tokenScope: 'profile:read',
    responses: { 200: myVerificationSchema },
  }),
  requestVerification: defineEndpoint(verificationRoutes.requestVerification, {
    tag: 'Profiles',
    summary: 'Ask a moderator to check the member’s identity for the verified badge (Premium and up)',
    description:
      'A note and an https link a moderator can check; no identity document. One open request at a time, ' +
      `and none once verified (409).${premium}`,
    access: 'member',
    planFeature: 'verified-badge',
    body: requestVerificationSchema,
    responses: { 201: myVerificationSchema },
    errors: { 409: ['conflict'] },
  }),
  listVerificationQueue: defineEndpoint(verificationRoutes.listVerificationQueue, {
    tag: 'Console',
    summary: 'The identity verification queue',
    description: 'Open requests, oldest first, with the member and the time waited.',
    access: 'moderator',
    responses: { 200: adminVerificationListSchema },
  }),
  approveVerification: defineEndpoint(verificationRoutes.approveVerification, {
    tag: 'Console',
    summary: 'Approve an identity verification: the member gets the verified badge while on a paid plan',
    description: decided,
    access: 'moderator',
    params: requestParams,
    body: decideVerificationSchema,
    responses: { 200: adminVerificationSchema },
    errors: { 403: ['own_cause', 'staff_rank'], 404: ['not_found'], 409: ['conflict'] },
  }),
  declineVerification: defineEndpoint(verificationRoutes.declineVerification, {
    tag: 'Console',
    summary: 'Decline an identity verification, saying why',
    description: decided,
    access: 'moderator',
    params: requestParams,
    body: decideVerificationSchema,
    responses: { 200: adminVerificationSchema },
    errors: { 403: ['own_cause', 'staff_rank'], 404: ['not_found'], 409: ['conflict'] },
  }),
} satisfies Record<keyof typeof verificationRoutes, Endpoint>;
