import { route } from '../shared/route.ts';

/** The Enterprise SLA (ADR 143): the account's monthly figures and its credit requests. */
export const slaRoutes = {
  getSla: route('GET', '/api/billing/sla'),
  requestSlaCredit: route('POST', '/api/billing/sla/:month/credit-request'),
};
