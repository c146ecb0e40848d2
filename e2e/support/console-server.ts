import { tmpdir } from 'node:os';
import { join } from 'node:path';
const basePort = Number(process.env.E2E_PORT ?? 4310);

/**
 * The E2E server of the console journeys. It keeps its data in a folder, as a production server on the
 * embedded database does, so a journey gives roles the way an operator would: `admin:grant`, which sends the
 * command to the running server (ADR 53). playwright.config.ts empties the folder before starting it.
 */
export const consoleE2e = {
  port: basePort + 6,
  dataDir: join(tmpdir(), `skillswap-e2e-console-${basePort}`),
  get origin() {
    return `http://127.0.0.1:${this.port}`;
  },
};
