// One hashing thread (password.ts starts cores − 1 of them). Plain JavaScript so it loads the same way under
// tsx, Vitest and a bundler. Jobs queue on this thread's message port: when one hash ends the next starts at
// once, without waiting for the busy main thread to hand it over.
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

parentPort.on('message', (job) => {
  try {
    const value =
      job.kind === 'hash' ? hashSync(job.password, job.options) : verifySync(job.hash, job.password);
    parentPort.postMessage({ id: job.id, value });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  }
});
