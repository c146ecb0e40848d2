import { route } from '../shared/route.ts';

/** Hours sent across nodes (ADR 184): members' transfers and the node-to-node transaction messages. */
export const federationTransferRoutes = {
  listNodeTransfers: route('GET', '/api/federation/transfers'),
  proposeNodeTransfer: route('POST', '/api/federation/transfers'),
  getNodeTransfer: route('GET', '/api/federation/transfers/:id'),
  approveNodeTransfer: route('POST', '/api/federation/transfers/:id/approve'),
  cancelNodeTransfer: route('POST', '/api/federation/transfers/:id/cancel'),
  relayNodeTransaction: route('POST', '/api/federation/transactions'),
  setNodeTransactionState: route('POST', '/api/federation/transactions/:id/state'),
};
