import { timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorEndpoints } from '@skillswap/contracts/endpoints/operator';
import { isOperatorCommandName } from '../../cli/operator-command-registry.ts';
import { runOperatorCommand } from '../../cli/run-cli.ts';
import { endpointRoute } from '../../lib/http/endpoint-route.ts';
import { forbidden, notFound } from '../../lib/errors.ts';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The embedded database's operator endpoint (ADR 53): operator commands and backups run inside the server that
 * holds the folder. Only over loopback, with the token this server wrote into the folder's owner-only lock file.
 * A server without such a folder answers as if the routes did not exist.
 */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const lock = app.deps.database.dataDirLock;
  const expected = lock ? Buffer.from(`Bearer ${lock.token}`) : null;
  // Runs before the body is read, so nobody learns anything from a request that is not let in.
  const requireOperator = async (request: FastifyRequest) => {
    if (!expected) throw notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
    const given = Buffer.from(request.headers.authorization ?? '');
    const isLocal = loopbackAddresses.has(request.socket.remoteAddress ?? '');
    if (!isLocal || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden();
  };

  app.route({
    ...endpointRoute(operatorEndpoints.runCommand),
    onRequest: requireOperator,
    handler: async (request) => {
      const { command, args } = request.body;
      if (!isOperatorCommandName(command)) throw notFound(`No operator command "${command}"`);
      const lines: string[] = [];
      const output = { print: (line: string) => lines.push(line) };
      const outcome = await runOperatorCommand(command, args, { ...app.deps, output });
      return { ...outcome, lines };
    },
  });

  app.route({
    ...endpointRoute(operatorEndpoints.backupDatabase),
    onRequest: requireOperator,
    handler: async (_request, reply) => {
      const tarball = await app.deps.database.dumpDataDir!();
      void reply.header('content-type', 'application/gzip');
      return reply.send(Buffer.from(await tarball.arrayBuffer()));
    },
  });
};

/** Writes this server's operator endpoint into the lock file, when it listens where the machine can reach it. */
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
