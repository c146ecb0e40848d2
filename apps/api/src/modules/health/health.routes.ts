import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorCodes } from '@skillswap/contracts/errors';
import { AppError } from '../../lib/errors.ts';

/** `/api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        await app.deps.database.db.execute(sql`SELECT 1`);
      } catch {
        throw new AppError(errorCodes.unavailable, 'Database unavailable');
      }
      return { status: 'ok' as const, database: app.deps.database.kind };
    },
  );
};
