import { z } from 'zod';
import {
  listNodeTransfersQuerySchema,
  nodeTransactionAnswerSchema,
  nodeTransactionSchema,
  nodeTransactionStateAnswerSchema,
  nodeTransactionStateSchema,
  nodeTransferPageSchema,
  nodeTransferSchema,
  proposeNodeTransferSchema,
} from './transfer-schemas.ts';
import { federationTransferRoutes } from './transfer-routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const transferParams = z.object({ id: z.uuid('Transfer not found') });
const members = { tag: 'Ledger', access: 'member', needsVerifiedEmail: true } as const;
const nodes = { tag: 'Federation', access: 'public' } as const;
const nodeAuth =
  'Node to node (ADR 183, 184): signed with the link’s key like every node message (`cc-user`, `cc-auth`, ' +
  '`X-SkillSwap-Node-Signature`). A refusal carries, beside `code` and `message`, the Credit Commons ' +
  '`errors: [{class, …}]` (`MaxLimitViolation`, `MinLimitViolation`, `DoesNotExistViolation`, ' +
  '`SameAccountViolation`, `InvalidFieldsViolation`, `PermissionViolation`, `BlockedViolation`, ' +
  '`WorkflowViolation`, `UnavailableNodeFailure`, `AuthViolation`). Repeating a message changes nothing and ' +
  'answers the same. 600 messages a minute per link (429 `RateLimitFailure`).';

/** Hours sent across nodes (ADR 184). */
export const federationTransferEndpoints = {
  listNodeTransfers: defineEndpoint(federationTransferRoutes.listNodeTransfers, {
    // Reading needs no verified address, as the statement does not: a payee may have received hours before.
    tag: 'Ledger',
    access: 'member',
    tokenScope: 'ledger:read',
    summary: 'List the signed-in member’s transfers with other exchanges, newest first',
    description:
      'Every transfer this exchange recorded with the member as payer or payee, in any state, with the side ' +
      'they are on: proposals awaiting their approval (`validated`, payer) are among them.',
    query: listNodeTransfersQuerySchema,
    responses: { 200: nodeTransferPageSchema },
  }),
  proposeNodeTransfer: defineEndpoint(federationTransferRoutes.proposeNodeTransfer, {
    ...members,
    summary: 'Propose sending hours to a member of another exchange',
    description:
      'Every node on the way checks the transfer (the links active and within their limits, the payee known) ' +
      'and records it as `validated`; nothing moves until the payer approves. Audited.',
    body: proposeNodeTransferSchema,
    responses: { 201: nodeTransferSchema },
    errors: {
      400: ['validation_failed'],
      404: ['not_found'],
      409: ['conflict'],
      422: ['insufficient_credit'],
    },
  }),
  getNodeTransfer: defineEndpoint(federationTransferRoutes.getNodeTransfer, {
    ...members,
    tokenScope: 'ledger:read',
    summary: 'Read a transfer with another exchange',
    description: 'Its payer or payee only (404 otherwise).',
    params: transferParams,
    responses: { 200: nodeTransferSchema },
    errors: { 404: ['not_found'] },
  }),
  approveNodeTransfer: defineEndpoint(federationTransferRoutes.approveNodeTransfer, {
    ...members,
    summary: 'Approve a transfer you proposed: the hours move',
    description:
      'The payer’s hours leave at once; the transfer is `pending` until the next node acknowledges it, then ' +
      '`completed`. A node that cannot be reached is retried until it answers. Approving twice changes nothing.',
    params: transferParams,
    responses: { 200: nodeTransferSchema },
    errors: { 404: ['not_found'], 409: ['conflict'], 422: ['insufficient_credit'] },
  }),
  cancelNodeTransfer: defineEndpoint(federationTransferRoutes.cancelNodeTransfer, {
    ...members,
    summary: 'Cancel a transfer you proposed, before approving it',
    description: 'It is erased on every node on the way; nothing had moved.',
    params: transferParams,
    responses: { 200: nodeTransferSchema },
    errors: { 404: ['not_found'], 409: ['conflict'] },
  }),
  relayNodeTransaction: defineEndpoint(federationTransferRoutes.relayNodeTransaction, {
    ...nodes,
    summary: 'Validate and record a transaction on its way to the payee’s node',
    description: `${nodeAuth} A trunk passes it on to the branch the payee belongs to before answering.`,
    body: nodeTransactionSchema,
    responses: { 201: nodeTransactionAnswerSchema },
    errors: {
      400: ['validation_failed'],
      401: ['unauthorized'],
      404: ['not_found'],
      409: ['conflict'],
      429: ['rate_limit_exceeded'],
    },
  }),
  setNodeTransactionState: defineEndpoint(federationTransferRoutes.setNodeTransactionState, {
    ...nodes,
    summary: 'Complete or erase a transaction this node validated',
    description: `${nodeAuth} Completing moves this node’s ledger once and is passed on toward the payee.`,
    params: transferParams,
    body: nodeTransactionStateSchema,
    responses: { 200: nodeTransactionStateAnswerSchema },
    errors: { 401: ['unauthorized'], 404: ['not_found'], 409: ['conflict'], 429: ['rate_limit_exceeded'] },
  }),
} satisfies Record<keyof typeof federationTransferRoutes, Endpoint>;
