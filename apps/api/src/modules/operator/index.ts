// The operator module's public entry (ADR 0059): the server side of the operator CLI (ADR 53).
export { advertiseOperatorEndpoint, operatorRoutes } from './operator.routes.ts';
