import { route } from '../shared/route.ts';

/** The embedded database's operator endpoint (ADR 53), called by the operator CLI on the same machine. */
export const operatorRoutes = {
  runCommand: route('POST', '/api/operator/commands'),
  backupDatabase: route('POST', '/api/operator/backup'),
};
