import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import {
  listContactCommand,
  listDisputesCommand,
  resolveDisputeCommand,
  setContactStatusCommand,
  verifyMemberCommand,
} from './operator-commands.ts';
import { enterpriseCommand, refundCommand } from './billing-commands.ts';
import {
  inviteBranchCommand,
  joinHubCommand,
  listLinksCommand,
  reconcileLinksCommand,
} from './federation-commands.ts';
import { fundStatementCommand } from './ledger-commands.ts';
import { listFailedMailCommand, requeueMailCommand } from './mail-commands.ts';
import {
  dropMailCommand,
  holdMailCommand,
  pendingMailCommand,
  releaseMailCommand,
} from './mail-hold-commands.ts';
import {
  dropWebhooksCommand,
  holdWebhooksCommand,
  pendingWebhooksCommand,
  releaseWebhooksCommand,
} from './webhook-hold-commands.ts';
import { verifyMemberEmailCommand } from './member-email-commands.ts';
import { unsuspendMemberCommand } from './moderation-commands.ts';
import { organisationSeatsCommand } from './organisation-commands.ts';
import { grantRoleCommand } from './role-commands.ts';
import type { CliOutput } from './terminal-output.ts';

export interface OperatorCommandContext {
  database: Database;
  config: Config;
  output: CliOutput;
}

/**
 * Every operator command by name: run by the CLI on the database, or by a running server for the CLI
 * (ADR 53).
 */
export const operatorCommands = {
  'contact:list': ({ database, output }: OperatorCommandContext, args: string[]) =>
    listContactCommand(database, args, output),
  'contact:status': ({ database, output }: OperatorCommandContext, args: string[]) =>
    setContactStatusCommand(database, args, output),
  'member:verify': ({ database, output }: OperatorCommandContext, args: string[]) =>
    verifyMemberCommand(database, args, output),
  'member:verify-email': ({ database, config, output }: OperatorCommandContext, args: string[]) =>
    verifyMemberEmailCommand(database, config, args, output),
  'member:unsuspend': ({ database, config, output }: OperatorCommandContext, args: string[]) =>
    unsuspendMemberCommand(database, config, args, output),
  'dispute:list': ({ database, output }: OperatorCommandContext, args: string[]) =>
    listDisputesCommand(database, args, output),
  'dispute:resolve': ({ database, output, config }: OperatorCommandContext, args: string[]) =>
    resolveDisputeCommand(database, args, output, config),
  'mail:failed': ({ database, output }: OperatorCommandContext, args: string[]) =>
    listFailedMailCommand(database, args, output),
  'mail:requeue': ({ database, output }: OperatorCommandContext, args: string[]) =>
    requeueMailCommand(database, args, output),
  'mail:pending': ({ database, output }: OperatorCommandContext, args: string[]) =>
    pendingMailCommand(database, args, output),
  'mail:hold': ({ database, output }: OperatorCommandContext, args: string[]) =>
    holdMailCommand(database, args, output),
  'mail:release': ({ database, output }: OperatorCommandContext, args: string[]) =>
    releaseMailCommand(database, args, output),
  'mail:drop': ({ database, output }: OperatorCommandContext, args: string[]) =>
    dropMailCommand(database, args, output),
  'webhooks:pending': ({ database, output }: OperatorCommandContext, args: string[]) =>
    pendingWebhooksCommand(database, args, output),
  'webhooks:hold': ({ database, output }: OperatorCommandContext, args: string[]) =>
    holdWebhooksCommand(database, args, output),
  'webhooks:release': ({ database, output }: OperatorCommandContext, args: string[]) =>
    releaseWebhooksCommand(database, args, output),
  'webhooks:drop': ({ database, output }: OperatorCommandContext, args: string[]) =>
    dropWebhooksCommand(database, args, output),
  'billing:refund': ({ database, config, output }: OperatorCommandContext, args: string[]) =>
    refundCommand(database, config, args, output),
  'admin:grant': ({ database, output }: OperatorCommandContext, args: string[]) =>
    grantRoleCommand(database, args, output),
  'member:enterprise': ({ database, output }: OperatorCommandContext, args: string[]) =>
    enterpriseCommand(database, args, output),
  'fund:statement': ({ database, output }: OperatorCommandContext, args: string[]) =>
    fundStatementCommand(database, args, output),
  'org:seats': ({ database, output }: OperatorCommandContext, args: string[]) =>
    organisationSeatsCommand(database, args, output),
  'federation:invite': ({ database, config, output }: OperatorCommandContext, args: string[]) =>
    inviteBranchCommand(database, config, args, output),
  'federation:join': ({ database, config, output }: OperatorCommandContext, args: string[]) =>
    joinHubCommand(database, config, args, output),
  'federation:links': ({ database, config, output }: OperatorCommandContext, args: string[]) =>
    listLinksCommand(database, config, args, output),
  'federation:reconcile': ({ database, config, output }: OperatorCommandContext, args: string[]) =>
    reconcileLinksCommand(database, config, args, output),
};
export type OperatorCommandName = keyof typeof operatorCommands;

export const isOperatorCommandName = (name: string): name is OperatorCommandName =>
  Object.hasOwn(operatorCommands, name);
