import { z } from 'zod';
import { slaMonthParams, slaMonthSchema, slaReportSchema } from './schemas.ts';
import { slaRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const slaEndpoints = {
  getSla: defineEndpoint(slaRoutes.getSla, {
    tag: 'Billing',
    summary: 'Show the Enterprise SLA for the last three months: availability, fee paid and credit',
    description:
      'Each whole UTC month as the /status page measures it, whether it met 99.9%, the fee paid on the ' +
      'account’s invoices of that month and the 10% credit a missed month earns. Enterprise only.',
    access: 'member',
    planFeature: 'sla',
    responses: { 200: z.object({ data: slaReportSchema }) },
  }),
  requestSlaCredit: defineEndpoint(slaRoutes.requestSlaCredit, {
    tag: 'Billing',
    summary: 'Ask for the credit of a month that missed the SLA',
    description:
      'Once per month: the request is a contact message with the figures, sent to the account manager of the ' +
      'organisation the account owns. 400 for a month outside the last three; 409 `conflict` when the month ' +
      'met the SLA, was not measured, has no paid invoice, or was asked for already. Enterprise only.',
    access: 'member',
    planFeature: 'sla',
    params: slaMonthParams,
    responses: { 201: z.object({ data: slaMonthSchema }) },
    errors: { 400: ['validation_failed'], 409: ['conflict'] },
  }),
} satisfies Record<keyof typeof slaRoutes, Endpoint>;
