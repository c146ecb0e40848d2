import { z } from 'zod';
import {
  communityImpactQuerySchema,
  createImpactLinkSchema,
  createdImpactLinkSchema,
  impactLinkListSchema,
  impactLinkSchema,
  impactPeriodQuerySchema,
  impactReportSchema,
  impactSettingsSchema,
  reportingDetailsSchema,
  updateImpactSettingsSchema,
  updateReportingDetailsSchema,
} from './schemas.ts';
import { impactRoutes } from './routes.ts';
import { read, slugParams, write } from '../communities/endpoints.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const coordinatorsOnly =
  'For the community’s coordinators and owner (403 `forbidden` for anyone else; 404 for a private community’s outsiders).';
const areaNote =
  'With `area`, one of the community’s areas (ADR 176): its members only, the fund left out (404 for an area that is not the community’s).';
const period =
  'The period is `from` to `to`, both days included (UTC), at most 10 years; either may be left out (the 12 months ' +
  'up to today). Hours exchanged count completed swaps (the hours taught each way), workshop seats attended and ' +
  'recorded exchanges, by the day their SkillCoin moved; grants, donations, levies, no-show charges, refunds, ' +
  'reversals and write-offs are ledger lines of their own, so the lines add up to the ledger.';
const reportErrors = { 400: ['validation_failed' as const] };
const csvNote =
  'One section after another (summary, sources, categories, months, ledger lines), every field quoted and any ' +
  'leading formula character neutralised for spreadsheets.';
const settingsNote =
  'The value of one hour of exchange, its currency, how it was chosen and its source; the report multiplies the ' +
  'hours exchanged by it and prints the method and source beside the figure.';
const pdfNote =
  'The report as an A4 PDF a funder can read: the figures, the social value with its method and source, hours by ' +
  'category and month, every ledger line with its totals, and how the hours were counted.';
const reportingNote =
  'An age band, a gender and the first part of a postcode, each optional: never shown on a profile or to anyone, ' +
  'counted only in the breakdowns of impact reports, where a cell of fewer than 5 members is suppressed. Part of ' +
  'the data export; erased when the account is deleted.';
const adminOnly = { tag: 'Console', access: 'admin' } as const;

/** Impact reports (ADR 174). */
export const impactEndpoints = {
  getCommunityImpact: defineEndpoint(impactRoutes.getCommunityImpact, {
    ...read,
    summary: 'Read the community’s impact report (coordinators)',
    description: `Its members’ exchanges while they were members, its members and their activity, and every ledger movement on their accounts and the community fund. ${period} ${coordinatorsOnly} ${areaNote}`,
    params: slugParams,
    query: communityImpactQuerySchema,
    responses: { 200: impactReportSchema },
    errors: { ...reportErrors, 403: ['forbidden'], 404: ['not_found'] },
  }),
  exportCommunityImpact: defineEndpoint(impactRoutes.exportCommunityImpact, {
    ...read,
    summary: 'Download the community’s impact report as CSV (coordinators)',
    description: `${csvNote} ${coordinatorsOnly} ${areaNote}`,
    params: slugParams,
    query: communityImpactQuerySchema,
    produces: 'text/csv; charset=utf-8',
    responses: { 200: z.string() },
    errors: { ...reportErrors, 403: ['forbidden'], 404: ['not_found'] },
  }),
  exportCommunityImpactPdf: defineEndpoint(impactRoutes.exportCommunityImpactPdf, {
    ...read,
    summary: 'Download the community’s impact report as PDF (coordinators)',
    description: `${pdfNote} ${coordinatorsOnly} ${areaNote}`,
    params: slugParams,
    query: communityImpactQuerySchema,
    produces: 'application/pdf',
    responses: { 200: z.string() },
    errors: { ...reportErrors, 403: ['forbidden'], 404: ['not_found'] },
  }),
  getCommunityImpactSettings: defineEndpoint(impactRoutes.getCommunityImpactSettings, {
    ...read,
    summary: 'Read how the community values an hour (coordinators)',
    description: `${settingsNote} ${coordinatorsOnly}`,
    params: slugParams,
    responses: { 200: impactSettingsSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  updateCommunityImpactSettings: defineEndpoint(impactRoutes.updateCommunityImpactSettings, {
    ...write,
    summary: 'Set how the community values an hour (coordinators)',
    description: `${settingsNote} Audited with the values before and after. ${coordinatorsOnly}`,
    params: slugParams,
    body: updateImpactSettingsSchema,
    responses: { 200: impactSettingsSchema },
    errors: { 400: ['validation_failed'], 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  listImpactLinks: defineEndpoint(impactRoutes.listImpactLinks, {
    ...read,
    summary: 'List the community’s shared report links (coordinators)',
    description: `Newest first, each with its period, who made it, its expiry and whether it was revoked. The link itself is shown only when it is made. ${coordinatorsOnly}`,
    params: slugParams,
    responses: { 200: impactLinkListSchema },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  createImpactLink: defineEndpoint(impactRoutes.createImpactLink, {
    ...write,
    summary: 'Share the community’s report for a period with a read-only link (coordinators)',
    description: `The link works without signing in until it expires (1 to 365 days) or is revoked, and shows the report of the period fixed now (the figures as they stand when it is opened). The report holds no member’s name. Only the token’s hash is kept: the token is answered this once. Audited. ${coordinatorsOnly}`,
    params: slugParams,
    body: createImpactLinkSchema,
    responses: { 201: createdImpactLinkSchema },
    errors: { 400: ['validation_failed'], 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  revokeImpactLink: defineEndpoint(impactRoutes.revokeImpactLink, {
    ...write,
    summary: 'Revoke a shared report link (coordinators)',
    description: `The link stops working at once; revoking it again changes nothing. Audited. ${coordinatorsOnly}`,
    params: slugParams.extend({ linkId: z.uuid('Link not found') }),
    responses: { 200: impactLinkSchema },
    errors: { 403: ['forbidden', 'email_unverified'], 404: ['not_found'] },
  }),
  getSharedImpact: defineEndpoint(impactRoutes.getSharedImpact, {
    tag: 'Communities',
    summary: 'Read a report shared with a link',
    description:
      'No session is needed: the token is the proof. 404 `not_found` for a token that is unknown, expired or revoked, ' +
      'or whose community is gone.',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(100, 'Link not found') }),
    responses: { 200: impactReportSchema },
    errors: { 404: ['not_found'] },
  }),
  getReportingDetails: defineEndpoint(impactRoutes.getReportingDetails, {
    tag: 'Account',
    summary: 'Read what the signed-in member tells for reports only',
    description: reportingNote,
    access: 'member',
    responses: { 200: reportingDetailsSchema },
  }),
  updateReportingDetails: defineEndpoint(impactRoutes.updateReportingDetails, {
    tag: 'Account',
    summary: 'Change what the signed-in member tells for reports only',
    description: `${reportingNote} Every field may be left empty (null), which removes it.`,
    access: 'member',
    body: updateReportingDetailsSchema,
    responses: { 200: reportingDetailsSchema },
    errors: { 400: ['validation_failed'] },
  }),
  getHoursCertificate: defineEndpoint(impactRoutes.getHoursCertificate, {
    tag: 'Account',
    summary: 'Download a certificate of the hours the signed-in member gave and received',
    description:
      'A PDF for volunteering records: the hours taught and learned in completed swaps, workshop seats attended ' +
      'and recorded exchanges of the period, not reversed or refunded. ' +
      'The period is `from` to `to` (UTC, both included, at most 10 years; the last 12 months by default).',
    access: 'member',
    query: impactPeriodQuerySchema,
    produces: 'application/pdf',
    responses: { 200: z.string() },
    errors: reportErrors,
  }),
  getInstallImpact: defineEndpoint(impactRoutes.getInstallImpact, {
    ...adminOnly,
    summary: 'Read the install’s impact report',
    description: `Every member’s exchanges and every ledger movement of the install. ${period} Admins only.`,
    query: impactPeriodQuerySchema,
    responses: { 200: impactReportSchema },
    errors: reportErrors,
  }),
  exportInstallImpact: defineEndpoint(impactRoutes.exportInstallImpact, {
    ...adminOnly,
    summary: 'Download the install’s impact report as CSV',
    description: `${csvNote} Admins only.`,
    query: impactPeriodQuerySchema,
    produces: 'text/csv; charset=utf-8',
    responses: { 200: z.string() },
    errors: reportErrors,
  }),
  exportInstallImpactPdf: defineEndpoint(impactRoutes.exportInstallImpactPdf, {
    ...adminOnly,
    summary: 'Download the install’s impact report as PDF',
    description: `${pdfNote} Admins only.`,
    query: impactPeriodQuerySchema,
    produces: 'application/pdf',
    responses: { 200: z.string() },
    errors: reportErrors,
  }),
  getInstallImpactSettings: defineEndpoint(impactRoutes.getInstallImpactSettings, {
    ...adminOnly,
    summary: 'Read how the install values an hour',
    description: `${settingsNote} Admins only.`,
    responses: { 200: impactSettingsSchema },
  }),
  updateInstallImpactSettings: defineEndpoint(impactRoutes.updateInstallImpactSettings, {
    ...adminOnly,
    summary: 'Set how the install values an hour',
    description: `${settingsNote} Audited with the values before and after. Admins only.`,
    body: updateImpactSettingsSchema,
    responses: { 200: impactSettingsSchema },
    errors: { 400: ['validation_failed'] },
  }),
} satisfies Record<keyof typeof impactRoutes, Endpoint>;
