import { z } from 'zod';
import { operatorRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

const onlyEmbedded = 'Only on a server that runs the embedded database in a folder; 404 on any other.';

export const operatorEndpoints = {
  runCommand: defineEndpoint(operatorRoutes.runCommand, {
    tag: 'Operations',
    summary: 'Run an operator command inside the server that holds the data folder',
    description: `${onlyEmbedded} A wrong token or a caller not on this machine gets 403.`,
    access: 'operator',
    body: z.object({ command: z.string(), args: z.array(z.string()).max(50) }),
    responses: {
      200: z.object({
        exitCode: z.number().int(),
        error: z.string().optional(),
        lines: z.array(z.string()).meta({ description: 'What the command printed' }),
      }),
    },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
  backupDatabase: defineEndpoint(operatorRoutes.backupDatabase, {
    tag: 'Operations',
    summary: 'Download a backup of the embedded database as a gzip tarball',
    description: `${onlyEmbedded} A wrong token or a caller not on this machine gets 403.`,
    access: 'operator',
    produces: 'application/gzip',
    responses: { 200: z.string().meta({ format: 'binary' }) },
    errors: { 403: ['forbidden'], 404: ['not_found'] },
  }),
} satisfies Record<keyof typeof operatorRoutes, Endpoint>;
