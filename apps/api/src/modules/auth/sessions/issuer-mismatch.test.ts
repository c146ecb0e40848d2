import { afterAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../../test/database.ts';
import { signInOverHttp, signUpOverHttp, testServerEnv } from '../../../test/server-processes.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { createSharedDatabase, type SharedDatabase } from '../../../test/shared-database.ts';

const getUser = (baseUrl: string, token: string) =>
  fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });

/** The log lines holding `text`, once there are any: the answer can arrive before the log line is read. */
async function readLogLines(server: ServerProcess, text: string) {
  const read = () =>
    server
      .readLog()
      .split('\n')
      .filter((line) => line.includes(text))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  for (let waited = 0; waited < 5_000 && read().length === 0; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe(`two processes on one ${databaseKind} database with different PUBLIC_URL values`, () => {
  let shared: SharedDatabase | null = null;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await shared?.drop();
  });

  it('the second refuses the first’s access token with a 401, and its log names both issuers but not the token', async () => {
    shared = await createSharedDatabase();
    await shared.open();
    await shared.release();
    const start = async (publicUrl: string) => {
      const server = await startServerProcess({ ...testServerEnv, ...shared!.env, PUBLIC_URL: publicUrl });
      servers.push(server);
      return server;
    };

    // The embedded database serves one process at a time: the first signs a token, then hands
    // the folder over.
    const first = await start('http://first.skillswap.test');
    const member = await signUpOverHttp(first.baseUrl);
    const { session } = await signInOverHttp(first.baseUrl, member);
    const token = session!.access_token;
    expect((await getUser(first.baseUrl, token)).status).toBe(200);
    await first.stop();

    const second = await start('http://second.skillswap.test');
    const refused = await getUser(second.baseUrl, token);

    expect(refused.status).toBe(401);
    const warning = await readLogLines(second, 'signed for another issuer');
    expect(warning).toEqual([
      expect.objectContaining({
        level: 40,
        expectedIssuer: 'http://second.skillswap.test/api/auth',
        tokenIssuer: 'http://first.skillswap.test/api/auth',
      }),
    ]);
    expect(second.readLog()).not.toContain(token.split('.')[2]);
  }, 240_000);
});
