import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Session } from '@skillswap/contracts/auth/schemas';
import { apiEntryArguments } from './api-bundle.ts';

// Federated installs as real server processes on this machine (ADR 187): what `npm run
// demo:federation`, the multi-process test and `npm run bench:federation` share. Each node is `src/main.ts`
// in its own process with its own database and port; they are linked the way an operator links them, with the
// operator commands (`federation:invite` at the hub, `federation:join` at the branch), and their members are
// made through the API as anyone signs up. Nothing here reaches a database: a node on the embedded database
// runs the commands itself (ADR 53), and one on PostgreSQL is reached by the command's own process.

const apiRoot = path.resolve(import.meta.dirname, '../..');
const mainFile = path.join(apiRoot, 'src/main.ts');
/** Kept from each node's output, for the error that names why it failed. */
const logTailChars = 64 * 1024;

export interface NodePlan {
  name: string;
  port: number;
  /** The node's database: an embedded one in a folder, or a PostgreSQL database of its own. */
  database: { dataDir: string } | { url: string };
  /** Its own secret (32+ characters); each install has one. */
  authSecret: string;
  /** More settings (SEED_MEMBERS, NODE_ENV, JOB_INTERVAL_MS…), over the ones a linked node needs. */
  env?: Record<string, string>;
  /** Appends the server's output to this file; otherwise only its tail is kept, for errors. */
  logFile?: string;
}

export interface NodeProcess {
  plan: NodePlan;
  name: string;
  url: string;
  /** Everything the server was started with: the operator commands read the same settings. */
  env: Record<string, string>;
  child: ChildProcess;
  readLog(): string;
  /** Resolves once the process has ended. */
  exited: Promise<void>;
  /** Sends the signal (SIGTERM shuts down cleanly, SIGKILL is a crash) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * What a node needs to link on loopback: its name, its address (also its public one), http to peers allowed.
 */
function nodeEnv(plan: NodePlan): Record<string, string> {
  const url = `http://127.0.0.1:${plan.port}`;
  return {
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(plan.port),
    PUBLIC_URL: url,
    NODE_NAME: plan.name,
    WEBHOOK_ALLOW_LOOPBACK: 'true',
    MAIL_TRANSPORT: 'log',
    AUTH_SECRET: plan.authSecret,
    ...('dataDir' in plan.database
      ? { DATA_DIR: plan.database.dataDir }
      : { DATABASE_URL: plan.database.url }),
    ...plan.env,
  };
}

/**
 * Starts a node and resolves once it is ready (migrated, its database answering): `/api/health/ready` is
 * polled rather than a log line read, so any LOG_LEVEL works. Rejects with the end of its output if
 * it exits first.
 */
export async function startNodeProcess(plan: NodePlan, options: { timeoutMs?: number } = {}) {
  const env = nodeEnv(plan);
  const child = spawn(process.execPath, apiEntryArguments(mainFile), {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const file = plan.logFile ? createWriteStream(plan.logFile, { flags: 'a', mode: 0o600 }) : null;
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-logTailChars);
    file?.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // 'close' comes after the output's last bytes (unlike 'exit'), and the log file is flushed
  // before it resolves.
  const exited = new Promise<void>((resolve) =>
    child.once('close', () => (file ? file.end(resolve) : resolve())),
  );
  const node: NodeProcess = {
    plan,
    name: plan.name,
    url: env.PUBLIC_URL!,
    env,
    child,
    readLog: () => log,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const deadline = Date.now() + (options.timeoutMs ?? 150_000);
  for (;;) {
    if (hasExited) throw new Error(`${plan.name} stopped while starting:\n${log}`);
    const status = await fetch(`${node.url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return node;
    if (Date.now() > deadline) {
      await node.stop('SIGKILL');
      throw new Error(`${plan.name} was not ready at ${node.url} in time:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The file each operator command runs, as `npm -w @skillswap/api run <command>` finds it. */
function commandFile(command: string): string {
  const scripts = (
    JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const match = /^tsx (src\/cli\/[\w-]+\.ts)$/.exec(scripts[command] ?? '');
  if (!match) throw new Error(`No operator command ${command} in apps/api/package.json`);
  return path.join(apiRoot, match[1]!);
}

/**
 * Runs an operator command for a node with the node's own settings, as its operator would in a shell, and
 * answers the lines it printed; rejects with what it wrote on stderr when it fails.
 */
export function runOperatorCommand(node: NodeProcess, command: string, args: string[] = []) {
  return new Promise<string[]>((resolve, reject) => {
    const child = spawn(process.execPath, [...apiEntryArguments(commandFile(command)), ...args], {
      cwd: apiRoot,
      env: { ...process.env, ...node.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(out.split('\n').filter((line) => line.length > 0));
      else reject(new Error(`${command} on ${node.name} ended with ${code}: ${err.trim() || out.trim()}`));
    });
  });
}

interface LinkSummary {
  peer: string;
  role: 'our hub' | 'our branch';
  status: string;
}

/** A node's live links, read with `federation:links`. */
async function liveLinks(node: NodeProcess): Promise<LinkSummary[]> {
  const lines = await runOperatorCommand(node, 'federation:links');
  return lines.flatMap((line) => {
    const match = /^(\S+) \((our hub|our branch)\) (active|paused by \w+) at /.exec(line);
    return match ? [{ peer: match[1]!, role: match[2] as LinkSummary['role'], status: match[3]! }] : [];
  });
}

/**
 * Links each branch to the hub, unless it is linked already (a second run of the demo): the hub's operator
 * invites it (`federation:invite`), the branch's operator joins with that invitation (`federation:join`). The
 * branches are linked side by side. Answers the branches it linked now.
 */
export async function linkBranches(
  hub: NodeProcess,
  branches: Array<{ node: NodeProcess; admin: string }>,
  options: {
    hubAdmin: string;
    maxOwedHours: number;
    maxOwingHours: number;
    /** Nodes whose admins were just made cannot have links yet: not asking saves a command per node. */
    isFresh?: boolean;
  },
): Promise<string[]> {
  const [hubLinks, ...branchLinks] = options.isFresh
    ? [hub, ...branches].map((): LinkSummary[] => [])
    : await Promise.all([hub, ...branches.map(({ node }) => node)].map(liveLinks));
  const linked = await Promise.all(
    branches.map(async ({ node, admin }, index) => {
      const trunk = branchLinks[index]!.find((link) => link.role === 'our hub');
      const atHub = hubLinks!.find((link) => link.peer === node.name);
      if (trunk?.peer === hub.name && atHub) return null;
      if (trunk || atHub) {
        throw new Error(
          `${node.name} and ${hub.name} are half linked (${node.name}'s hub: ${trunk?.peer ?? 'none'}; ` +
            `${hub.name} ${atHub ? 'has' : 'has no'} link to ${node.name}). Delete both nodes' data to start over.`,
        );
      }
      const invited = await runOperatorCommand(hub, 'federation:invite', [
        '--admin',
        options.hubAdmin,
        '--max-owed',
        String(options.maxOwedHours),
        '--max-owing',
        String(options.maxOwingHours),
        '--days',
        '1',
      ]);
      await runOperatorCommand(node, 'federation:join', ['--admin', admin, invited.at(-1)!]);
      return node.name;
    }),
  );
  return linked.filter((name) => name !== null);
}

export interface NodeMember {
  node: string;
  userId: string;
  fullName: string;
  email: string;
  password: string;
  accessToken: string;
}

/** A member's call to a node's API, with their token; answers the status and the parsed body. */
export async function callAs<T = unknown>(
  node: NodeProcess,
  member: Pick<NodeMember, 'accessToken'> | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${node.url}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(member ? { authorization: `Bearer ${member.accessToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A password the sign-up's strength check accepts. */
const newPassword = () => `Swap-${randomBytes(9).toString('base64url')}`;

/** Signs in with a password; answers a fresh access token. */
export async function signIn(node: NodeProcess, credentials: { email: string; password: string }) {
  const answer = await callAs<Session>(
    node,
    null,
    'POST',
    '/api/auth/token?grant_type=password',
    credentials,
  );
  if (answer.status !== 200)
    throw new Error(`Signing in ${credentials.email} on ${node.name}: ${answer.status}`);
  return answer.body.access_token;
}

/**
 * A member as the demo shows them: signed up with a password, a complete profile, the address verified by the
 * operator (`member:verify-email`, which also gives the starter grant), and, when asked, visible to partner
 * exchanges (Settings → Privacy).
 */
export async function createMember(
  node: NodeProcess,
  person: {
    fullName: string;
    email: string;
    password?: string;
    bio: string;
    city: string;
    country: string;
    offers: string[];
    wants: string[];
    visibleToPartners: boolean;
  },
): Promise<NodeMember> {
  const password = person.password ?? newPassword();
  const signedUp = await callAs<Session>(node, null, 'POST', '/api/auth/signup', {
    fullName: person.fullName,
    email: person.email,
    password,
  });
  if (signedUp.status !== 200) {
    throw new Error(
      `Signing up ${person.email} on ${node.name}: ${signedUp.status} ${JSON.stringify(signedUp.body)}`,
    );
  }
  const member = {
    node: node.name,
    userId: signedUp.body.user.id,
    fullName: person.fullName,
    email: person.email,
    password,
    accessToken: signedUp.body.access_token,
  };
  const profile = await callAs(node, member, 'PUT', '/api/me/profile', {
    full_name: person.fullName,
    bio: person.bio,
    location_city: person.city,
    location_country: person.country,
    skills_offered: person.offers,
    skills_wanted: person.wants,
  });
  if (profile.status !== 200) throw new Error(`Profile of ${person.email}: ${JSON.stringify(profile.body)}`);
  await runOperatorCommand(node, 'member:verify-email', [person.email]);
  if (person.visibleToPartners) {
    const privacy = await callAs(node, member, 'POST', '/api/rpc/update_privacy_settings', {
      visibleToPartners: true,
    });
    if (privacy.status !== 200)
      throw new Error(`Privacy of ${person.email}: ${JSON.stringify(privacy.body)}`);
  }
  return member;
}

/** An admin for a node's operator commands (and its console, once they add a second factor). */
export async function createAdmin(node: NodeProcess, email: string, password = newPassword()) {
  const signedUp = await callAs<Session>(node, null, 'POST', '/api/auth/signup', {
    fullName: `${node.name[0]!.toUpperCase()}${node.name.slice(1)} Admin`,
    email,
    password,
  });
  if (signedUp.status !== 200) throw new Error(`Signing up ${email} on ${node.name}: ${signedUp.status}`);
  await runOperatorCommand(node, 'admin:grant', [email, 'admin']);
  return { email, password };
}

/** Starts the nodes side by side; if one fails, the others are stopped and the failure is thrown. */
async function startNodes(plans: NodePlan[]): Promise<NodeProcess[]> {
  const started = await Promise.allSettled(plans.map((plan) => startNodeProcess(plan)));
  const failure = started.find((result) => result.status === 'rejected');
  if (!failure) return started.map((result) => (result as PromiseFulfilledResult<NodeProcess>).value);
  await Promise.all(
    started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop('SIGTERM')] : [])),
  );
  throw failure.reason;
}

export interface Credentials {
  email: string;
  password: string;
}
export type Person = Omit<Parameters<typeof createMember>[1], 'password'>;

/**
 * A hub and its branches, started and linked: each node gets an admin (`admin@<node>.example`) unless an
 * earlier run made them, the people asked for are made on their nodes, and every branch not yet linked to the
 * hub is linked with the operator commands, in the admins' names. What the demo, the multi-process test and
 * the benchmark start.
 */
export async function startTree(options: {
  hub: NodePlan;
  branches: NodePlan[];
  limits: { maxOwedHours: number; maxOwingHours: number };
  admins?: Record<string, Credentials>;
  people?: Record<string, Person[]>;
}) {
  const started = await startNodes([options.hub, ...options.branches]);
  const nodes = Object.fromEntries(started.map((node) => [node.name, node]));
  const hub = nodes[options.hub.name]!;
  const branches = started.slice(1);
  try {
    const makePeople = Promise.all(
      Object.entries(options.people ?? {}).map(async ([name, people]) => {
        const made: NodeMember[] = [];
        for (const person of people) made.push(await createMember(nodes[name]!, person));
        return [name, made] as const;
      }),
    );
    // The members are made while the admins link the nodes: neither needs the other.
    const makeAdminsAndLink = async () => {
      const admins =
        options.admins ??
        Object.fromEntries(
          await Promise.all(
            started.map(
              async (node) => [node.name, await createAdmin(node, `admin@${node.name}.example`)] as const,
            ),
          ),
        );
      const linked = await linkBranches(
        hub,
        branches.map((node) => ({ node, admin: admins[node.name]!.email })),
        { hubAdmin: admins[hub.name]!.email, ...options.limits, isFresh: !options.admins },
      );
      return { admins, linked };
    };
    const [{ admins, linked }, members] = await Promise.all([makeAdminsAndLink(), makePeople]);
    return {
      nodes,
      hub,
      branches,
      admins,
      members: Object.fromEntries(members),
      linked,
      /** Stops every node, including one a caller started again in `nodes`. */
      stop: (signal: NodeJS.Signals = 'SIGTERM') =>
        Promise.all(Object.values(nodes).map((node) => node.stop(signal))),
    };
  } catch (error) {
    await Promise.all(started.map((node) => node.stop('SIGTERM')));
    throw error;
  }
}
