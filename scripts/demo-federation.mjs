// `npm run demo:federation [-- --ports 4401,4402,4403]`: three SkillSwap installs on this machine, federated
// (ADR 187). A hub and two branches, riverside and hilltop, each its own server process with its own embedded
// database in ./data/federation-demo/<node>, its own port on 127.0.0.1 and its own demo members. The first
// run links both branches to the hub with the operator commands (the hub's operator invites, the branch's
// joins) and makes a member on each branch who signs in with a password and is visible to partner exchanges;
// a later run starts the same nodes on the same data and links nothing again. Nothing listens beyond
// loopback.
// Ctrl-C stops all three. Delete ./data/federation-demo to start over.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { callAs, signIn, startTree } from '../apps/api/src/test/federation-processes.ts';
import { isPortFree } from '../apps/api/src/test/ports.ts';

const root = path.resolve(import.meta.dirname, '..');
const demoDir = path.join(root, 'data/federation-demo');
const stateFile = path.join(demoDir, 'demo.json');
const names = ['hub', 'riverside', 'hilltop'];
const seedMembers = process.env.SEED_MEMBERS ?? '40';

/**
 * The people who sign in on each branch: each offers what the other wants, so they have a reason to trade.
 */
const people = {
  riverside: {
    fullName: 'Alice Rivers',
    email: 'alice@riverside.example',
    bio: 'I teach guitar by the river on weekends and would love to learn Spanish.',
    city: 'Lisbon',
    country: 'Portugal',
    offers: ['Guitar', 'Music theory'],
    wants: ['Spanish'],
    visibleToPartners: true,
  },
  hilltop: {
    fullName: 'Bob Hill',
    email: 'bob@hilltop.example',
    bio: 'Spanish teacher up the hill, learning guitar at last.',
    city: 'Porto',
    country: 'Portugal',
    offers: ['Spanish'],
    wants: ['Guitar'],
    visibleToPartners: true,
  },
};

function readPorts() {
  const index = process.argv.indexOf('--ports');
  const text = index >= 0 ? process.argv[index + 1] : '4401,4402,4403';
  const ports = (text ?? '').split(',').map(Number);
  if (ports.length !== 3 || ports.some((port) => !Number.isInteger(port) || port < 1024 || port > 65535)) {
    console.error(
      'Usage: npm run demo:federation [-- --ports <hub>,<riverside>,<hilltop>] (three ports 1024-65535)',
    );
    process.exit(2);
  }
  return Object.fromEntries(names.map((name, position) => [name, ports[position]]));
}

/** What an earlier run left: the ports the links were made on, and the sign-ins it printed. */
function readState() {
  return existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) : null;
}
const writeState = (state) =>
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });

/** The web app is built when its build is missing or older than its sources, as `npm start` does. */
function buildWebIfStale() {
  const web = path.join(root, 'apps/web');
  const builtIndex = path.join(web, 'dist/index.html');
  const newest = (dir) =>
    readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
      const full = path.join(dir, entry.name);
      return Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
    }, 0);
  const sources = [
    path.join(web, 'src'),
    path.join(web, 'public'),
    path.join(root, 'packages/contracts/src'),
  ];
  if (existsSync(builtIndex) && Math.max(...sources.map(newest)) <= statSync(builtIndex).mtimeMs) return;
  console.log('Building the web app…');
  const build = spawnSync('npm', ['-w', '@skillswap/web', 'run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Each node's own secret, kept beside its data as `npm start` keeps one (owner-only). */
function authSecretOf(dataDir) {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

const ports = readPorts();
const earlier = readState();
if (earlier && names.some((name) => earlier.ports[name] !== ports[name])) {
  console.error(
    `The demo's nodes were linked on ports ${names.map((name) => earlier.ports[name]).join(', ')}, and each ` +
      'link keeps its partner’s address. Run it on those ports again, or delete ./data/federation-demo to start ' +
      'over on others.',
  );
  process.exit(2);
}
for (const name of names) {
  if (!(await isPortFree(ports[name]))) {
    console.error(
      `Port ${ports[name]} (for ${name}) is taken on 127.0.0.1. Choose others with --ports a,b,c.`,
    );
    process.exit(2);
  }
}

buildWebIfStale();
mkdirSync(demoDir, { recursive: true, mode: 0o700 });
console.log(
  `Starting hub, riverside and hilltop (their output goes to ${path.relative(root, demoDir)}/<node>.log)…`,
);
const nodes = {};
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the three nodes…');
  await Promise.all(Object.values(nodes).map((node) => node.stop('SIGTERM')));
  console.log('Stopped. Their data stays in ./data/federation-demo for the next run.');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(0));

const plan = (name) => {
  const dataDir = path.join(demoDir, name);
  return {
    name,
    port: ports[name],
    database: { dataDir },
    authSecret: authSecretOf(dataDir),
    env: { SEED_MEMBERS: seedMembers },
    logFile: path.join(demoDir, `${name}.log`),
  };
};

try {
  if (!earlier)
    console.log('First run: making the admins and demo sign-ins, and linking both branches to the hub…');
  const tree = await startTree({
    hub: plan('hub'),
    branches: [plan('riverside'), plan('hilltop')],
    limits: { maxOwedHours: 50, maxOwingHours: 50 },
    ...(earlier
      ? { admins: earlier.admins }
      : { people: { riverside: [people.riverside], hilltop: [people.hilltop] } }),
  });
  Object.assign(nodes, tree.nodes);
  for (const node of Object.values(nodes)) {
    void node.exited.then(() => {
      if (stopping) return;
      console.error(
        `\n${node.name} stopped on its own; the end of its output:\n${node.readLog().slice(-3000)}`,
      );
      void stopAll(1);
    });
  }
  const state = earlier ?? {
    ports,
    admins: tree.admins,
    members: Object.fromEntries(
      Object.entries(tree.members).map(([name, [member]]) => [
        name,
        { fullName: member.fullName, email: member.email, password: member.password },
      ]),
    ),
  };
  if (!earlier) writeState(state);
  const { linked } = tree;
  // What a newcomer does first, tried now: each member signs in and finds the other branch's member.
  for (const [name, other] of [
    ['riverside', 'hilltop'],
    ['hilltop', 'riverside'],
  ]) {
    const accessToken = await signIn(nodes[name], state.members[name]);
    const found = await callAs(nodes[name], { accessToken }, 'GET', '/api/federation/members?q=');
    if (
      !found.body?.items?.some((item) => item.node === other && item.name === state.members[other].fullName)
    ) {
      throw new Error(
        `${state.members[name].fullName} cannot find ${state.members[other].fullName}: ${JSON.stringify(found.body)}`,
      );
    }
  }

  const line = (name) => `  ${name.padEnd(10)} ${nodes[name].url}`;
  console.log(`
Federation demo running${linked.length > 0 ? ` (linked ${linked.join(' and ')} to the hub just now)` : ' (linked on an earlier run)'}:
${names.map(line).join('\n')}

Sign in on each branch in its own browser (or a private window: the nodes share 127.0.0.1, and a browser keeps
one sign-in per host, whatever the port):
${['riverside', 'hilltop']
  .map(
    (name) =>
      `  ${name.padEnd(10)} ${state.members[name].email} / ${state.members[name].password}   (${state.members[name].fullName})`,
  )
  .join('\n')}

Both are visible to partner exchanges: Explore → "Other exchanges" on one branch lists the other's member, and
"Send hours" pays them across the hub (each has the 2 SC starter grant).
Admins (the console's Federation page asks them to set up two-step sign-in first):
${names.map((name) => `  ${name.padEnd(10)} ${state.admins[name].email} / ${state.admins[name].password}`).join('\n')}
Mail each node "sends" is at <address>/dev/mailbox. Operator commands reach a node with its settings, e.g.
  DATA_DIR=data/federation-demo/hub npm -w @skillswap/api run federation:links

Ctrl-C stops all three. Delete ./data/federation-demo to start over.`);
} catch (error) {
  console.error(`\nThe demo could not start: ${error instanceof Error ? error.message : String(error)}`);
  if (!earlier)
    console.error('The first run stopped halfway: delete ./data/federation-demo before trying again.');
  await stopAll(1);
}
