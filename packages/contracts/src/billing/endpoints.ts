import { z } from 'zod';
import { billingOverviewSchema, choosePlanSchema, redirectSchema } from './schemas.ts';
import { billingRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const billingOff = 'Answers 404 not_found when online billing is not configured on this deployment.';

export const billingEndpoints = {
  getBilling: defineEndpoint(billingRoutes.getBilling, {
    tag: 'Billing',
    summary: 'Show the signed-in member’s plan, next payment and invoices',
    description: billingOff,
    access: 'member',
    responses: { 200: z.object({ data: billingOverviewSchema }) },
    errors: { 404: ['not_found'] },
  }),
  startCheckout: defineEndpoint(billingRoutes.startCheckout, {
    tag: 'Billing',
    summary: 'Start a Stripe Checkout for a paid plan',
    description: `Answers the Checkout page's URL. A member who already pays switches plans instead. ${billingOff}`,
    access: 'member',
    body: choosePlanSchema,
    responses: { 200: z.object({ data: redirectSchema }) },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  switchPlan: defineEndpoint(billingRoutes.switchPlan, {
    tag: 'Billing',
    summary: 'Switch between Premium and Elite at once',
    description: `Effective immediately in both directions; nothing is refunded on a downgrade. Also undoes a pending cancellation. ${billingOff}`,
    access: 'member',
    body: choosePlanSchema,
    responses: { 200: z.object({ data: billingOverviewSchema }) },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  cancelPlan: defineEndpoint(billingRoutes.cancelPlan, {
    tag: 'Billing',
    summary: 'Cancel the paid plan at the end of the paid period',
    description: billingOff,
    access: 'member',
    responses: { 200: z.object({ data: billingOverviewSchema }) },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  openPortal: defineEndpoint(billingRoutes.openPortal, {
    tag: 'Billing',
    summary: 'Open Stripe’s customer portal (payment method, invoices)',
    description: billingOff,
    access: 'member',
    responses: { 200: z.object({ data: redirectSchema }) },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  receiveStripeEvent: defineEndpoint(billingRoutes.receiveStripeEvent, {
    tag: 'Billing',
    summary: 'Receive a Stripe webhook event',
    description:
      'For Stripe only: the raw body must carry a valid `Stripe-Signature`. An event already received changes ' +
      'nothing and is acknowledged with `duplicate: true`, so Stripe stops retrying it. ' +
      billingOff,
    access: 'public',
    responses: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
    errors: { 400: ['validation_failed'], 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof billingRoutes, Endpoint>;
