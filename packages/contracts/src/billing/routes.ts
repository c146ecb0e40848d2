import { route } from '../shared/route.ts';

export const billingRoutes = {
  getBilling: route('GET', '/api/billing'),
  startCheckout: route('POST', '/api/billing/checkout'),
  switchPlan: route('POST', '/api/billing/plan'),
  cancelPlan: route('POST', '/api/billing/cancel'),
  openPortal: route('POST', '/api/billing/portal'),
  receiveStripeEvent: route('POST', '/api/billing/stripe-webhook'),
};
