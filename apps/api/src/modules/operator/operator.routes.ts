import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorEndpoints } from '@skillswap/contracts/operator/endpoints';
import type { AppDeps } from '../../app-deps.ts';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * Runs one operator command in this server, printing to `output`; null for a name that is no command. The
 * composition root passes it in (the commands live in `cli/`, which a module never imports).
 */
export type OperatorCommandRunner = (
  command: string,
  args: string[],
  context: AppDeps & { output: { print: (line: string) => void } },
) => Promise<{ exitCode: number; error?: string } | null>;

/**
 * The embedded database's operator endpoint (ADR 53): operator commands and backups run inside the server
 * that holds the folder. `access: 'operator'` lets in only loopback callers with the token this server wrote
 * into the folder's owner-only lock file, before the body is read (ADR 77); without such a folder the
 * routes answer 404.
 */
export const operatorRoutes: FastifyPluginAsyncZod<{ runCommand: OperatorCommandRunner }> = async (
  app,
  { runCommand },
) => {
  app.route({
    ...endpointRoute(operatorEndpoints.runCommand),
    handler: async (request) => {
      const { command, args } = request.body;
      const lines: string[] = [];
      const output = { print: (line: string) => lines.push(line) };
      const outcome = await runCommand(command, args, { ...app.deps, output });
      if (!outcome) throw notFound('operator.noOperatorCommand', { command });
      return { ...outcome, lines };
    },
  });

  app.route({
    ...endpointRoute(operatorEndpoints.backupDatabase),
    handler: async (_request, reply) => {
      const tarball = await app.deps.database.dumpDataDir!();
      void reply.header('content-type', 'application/gzip');
      return reply.send(Buffer.from(await tarball.arrayBuffer()));
    },
  });
};

/**
 * Writes this server's operator endpoint into the lock file, when it listens where the machine can reach it.
 */
export function advertiseOperatorEndpoint(app: FastifyInstance) {
  const lock = app.deps.database.dataDirLock;
  const address = app.server.address() as AddressInfo | null;
  if (!lock || !address) return;
  const host = ['0.0.0.0', '::', '127.0.0.1'].includes(address.address)
    ? '127.0.0.1'
    : address.address === '::1'
      ? '[::1]'
      : null;
  if (host) lock.advertise(`http://${host}:${address.port}`);
}
