import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { endpointRoutes } from '../../common/api/endpoint-routes';
import { apiPaths } from '../../common/api/paths';
import { createPostgresTestDatabase } from '../../server/test-support/databases';
import { createClient, sessionCookie, type HttpAnswer } from './http-client';
import { freePort, root, spawnTs, startServer, type ServerProcess } from './server-process';

// Two real server processes on one PostgreSQL behind a round-robin proxy, as behind a load
// balancer: a login on one node and favourite toggles on the other, the login limit counted once
// for both through Redis, and a catalog import seen by both.

const NODE_HEADER = 'x-sillage-node';

export interface Proxy {
  port: number;
  close(): Promise<void>;
}

/** A tiny round-robin HTTP proxy; each answer says which node served it in NODE_HEADER. */
export async function startProxy(targets: { name: string; port: number }[]): Promise<Proxy> {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [NODE_HEADER]: target.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [NODE_HEADER]: target.name });
      res.end();
    });
    req.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface TwoNodesResult {
  available: boolean;
  reason?: string;
  /** Each step as "what → node status". */
  steps: string[];
  loginNode: string;
  toggleNodes: string[];
  favouritesAgree: boolean;
  favourites: number[];
  /** Statuses of six wrong logins in a row through the proxy, with the node of each. */
  limit: string[];
  limitShared: boolean;
  logoutSeenByOther: boolean;
  versionBefore: number;
  versionAfter: { A: number; B: number };
  /** Seconds from the end of the import until each node served the new version. */
  seenAfter: { A: number | null; B: number | null };
  logs: string[];
  secrets: string[];
}

const reachable = (port: number) =>
  new Promise<boolean>((resolve) =>
    net
      .connect(port, '127.0.0.1')
      .on('connect', function (this: net.Socket) {
        this.destroy();
        resolve(true);
      })
      .on('error', () => resolve(false)),
  );

const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function twoNodesProof(options: {
  databaseUrl: string;
  redisUrl: string;
  log?: (line: string) => void;
}): Promise<TwoNodesResult> {
  const empty: TwoNodesResult = {
    available: false,
    steps: [],
    loginNode: '',
    toggleNodes: [],
    favouritesAgree: false,
    favourites: [],
    limit: [],
    limitShared: false,
    logoutSeenByOther: false,
    versionBefore: 0,
    versionAfter: { A: 0, B: 0 },
    seenAfter: { A: null, B: null },
    logs: [],
    secrets: [],
  };
  const redisPort = Number(new URL(options.redisUrl).port || 6379);
  if (!(await reachable(redisPort)))
    return { ...empty, reason: `Redis is not answering at ${options.redisUrl}` };
  let database;
  try {
    database = await createPostgresTestDatabase(options.databaseUrl);
  } catch (error) {
    return { ...empty, reason: `PostgreSQL: ${(error as Error).message}` };
  }
  const result: TwoNodesResult = { ...empty, available: true };
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'sillage-node-')));
  const nodes: ServerProcess[] = [];
  let proxy: Proxy | undefined;
  try {
    const env = {
      DATABASE_URL: database.databaseUrl!,
      REDIS_URL: options.redisUrl,
      CATALOG_RELOAD_SECONDS: '1',
    };
    // One after the other: the first seeds the empty database.
    nodes.push(await startServer({ dataDir: dirs[0]!, env }));
    nodes.push(await startServer({ dataDir: dirs[1]!, env }));
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    proxy = await startProxy([
      { name: 'A', port: a.port },
      { name: 'B', port: b.port },
    ]);
    const viaProxy = createClient(`http://127.0.0.1:${proxy.port}`, 1);
    const direct = { A: createClient(a.url, 2), B: createClient(b.url, 2) };
    const step = (what: string, answer: HttpAnswer) => {
      const node = String(answer.headers[NODE_HEADER] ?? '?');
      result.steps.push(`${what} → ${node} ${answer.status}`);
      return node;
    };

    const email = `two-nodes-${Date.now()}@example.com`;
    const password = 'ambrette, iris and suede';
    result.secrets.push(password);
    const signup = await viaProxy.send({
      method: 'POST',
      path: endpointRoutes.signup.path,
      headers: json,
      body: JSON.stringify({
        email,
        name: 'Two',
        password,
        passwordCheck: password,
        privacyPolicyAccepted: true,
        termsAccepted: true,
      }),
    });
    step('sign up', signup);
    const login = await viaProxy.send({
      method: 'POST',
      path: endpointRoutes.login.path,
      headers: json,
      body: JSON.stringify({ user: email, password }),
    });
    result.loginNode = step('log in', login);
    const cookie = sessionCookie(login);
    if (login.status !== 200 || !cookie) throw new Error(`login answered ${login.status}`);
    result.secrets.push(cookie.split('=')[1]!);

    // Round robin: every other request lands on the node that did not log in.
    const ids = (await direct.A.send({ path: `${endpointRoutes.search.path}?q=a&limit=10` }))
      .json<{ data: { id: number }[] }>()
      .data.map((p) => p.id);
    const toggles: [string, string, unknown][] = [
      ['POST', endpointRoutes.addFavourites.path, [{ perfumeId: ids[0], rating: 5 }]],
      ['POST', endpointRoutes.addFavourites.path, [{ perfumeId: ids[1], rating: 5 }]],
      ['DELETE', endpointRoutes.removeFavourites.path, [ids[0]]],
      ['POST', endpointRoutes.addFavourites.path, [{ perfumeId: ids[2], rating: 4 }]],
    ];
    for (const [method, p, body] of toggles) {
      const answer = await viaProxy.send({
        method,
        path: p,
        headers: { ...json, cookie },
        body: JSON.stringify(body),
      });
      result.toggleNodes.push(step(`${method} ${p}`, answer));
      if (answer.status !== 200) throw new Error(`toggle answered ${answer.status}`);
      // A read between toggles, so that the next toggle lands on the other node again.
      step('read health', await viaProxy.send({ path: apiPaths.health }));
    }
    const profiles = await Promise.all(
      [direct.A, direct.B].map(async (client) =>
        (await client.send({ path: endpointRoutes.profile.path, headers: { cookie } }))
          .json<{ favoritePerfumes: { perfume: { id: number } }[] }>()
          .favoritePerfumes.map((f) => f.perfume.id),
      ),
    );
    result.favourites = profiles[0]!;
    result.favouritesAgree =
      JSON.stringify(profiles[0]) === JSON.stringify(profiles[1]) &&
      JSON.stringify([...profiles[0]!].sort()) === JSON.stringify([ids[1], ids[2]].sort());

    // Six wrong passwords for one address in a row, alternating nodes: the sixth is refused.
    const guessed = `guess-${Date.now()}@example.com`;
    for (let i = 0; i < 6; i++) {
      const answer = await viaProxy.send({
        method: 'POST',
        path: endpointRoutes.login.path,
        headers: json,
        body: JSON.stringify({ user: guessed, password: `wrong ${i}` }),
      });
      result.limit.push(`${answer.status} (${String(answer.headers[NODE_HEADER])})`);
    }
    result.limitShared =
      result.limit.slice(0, 5).every((s) => s.startsWith('401')) &&
      result.limit[5]!.startsWith('429');

    // Logging out through one node ends the session on the other.
    const logout = await viaProxy.send({
      method: 'POST',
      path: endpointRoutes.logout.path,
      headers: { cookie },
    });
    const loggedOutOn = step('log out', logout);
    const other = loggedOutOn === 'A' ? direct.B : direct.A;
    const after = await other.send({ path: endpointRoutes.profile.path, headers: { cookie } });
    result.logoutSeenByOther = after.json<{ account: unknown }>().account === null;

    // An operator's import against the shared database; both nodes reload it.
    const version = async (client: typeof direct.A) =>
      (await client.send({ path: apiPaths.health })).json<{ catalog: { version: number } }>()
        .catalog.version;
    result.versionBefore = await version(direct.A);
    const imported = spawnTs(
      'server/catalog-tools/cli/import.ts',
      [path.join(root, 'catalog', 'examples', 'new-perfumes.csv')],
      { DATABASE_URL: database.databaseUrl!, DATA_DIR: dirs[0]! },
    );
    if ((await imported.exited) !== 0)
      throw new Error(`the import failed:\n${imported.logs.slice(-5).join('\n')}`);
    const importedAt = performance.now();
    const seen: { A: number | null; B: number | null } = { A: null, B: null };
    while ((seen.A === null || seen.B === null) && performance.now() - importedAt < 30_000) {
      for (const name of ['A', 'B'] as const) {
        if (seen[name] === null && (await version(direct[name])) > result.versionBefore)
          seen[name] = (performance.now() - importedAt) / 1000;
      }
      await sleep(100);
    }
    result.seenAfter = seen;
    result.versionAfter = { A: await version(direct.A), B: await version(direct.B) };
    viaProxy.close();
    direct.A.close();
    direct.B.close();
    return result;
  } finally {
    await proxy?.close();
    for (const node of nodes) {
      await node.stop();
      result.logs.push(...node.logs);
    }
    await database.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}
