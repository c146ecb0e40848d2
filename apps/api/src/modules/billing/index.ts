// The billing module's public entry: other modules import from here only (docs/code-style.md).
export { billingRoutes } from './billing.routes.ts';
export { cancelSubscriptionsOfDeletedMembers, endLatePlans } from './billing.service.ts';
export { createStripeBilling, isBillingConfigured } from './stripe-client.ts';
export { refundFirstPayment, setEnterprisePlan, setPlanByOperator } from './billing-operator.ts';
