import type { FastifyBaseLogger } from 'fastify';

/** The named steps of a shutdown, each logged as it starts and ends, so one that overruns can be named. */
export interface ShutdownSteps {
  run(step: string, work: () => Promise<unknown>): Promise<void>;
  /** The steps started and not yet finished, with how long each has taken so far. */
  pending(): { step: string; ms: number }[];
}

export function createShutdownSteps(logger: FastifyBaseLogger): ShutdownSteps {
  const started = new Map<string, number>();
  return {
    async run(step, work) {
      const at = Date.now();
      started.set(step, at);
      logger.info({ step }, `shutdown: ${step} started`);
      try {
        await work();
      } catch (error) {
        started.delete(step);
        logger.error({ step, ms: Date.now() - at, err: error }, `shutdown: ${step} failed`);
        throw error;
      }
      started.delete(step);
      logger.info({ step, ms: Date.now() - at }, `shutdown: ${step} ended`);
    },
    pending: () => [...started].map(([step, at]) => ({ step, ms: Date.now() - at })),
  };
}
