// Child process of the benchmark: the app in-process over the 100,000-perfume database, timing the
// account routes through app.inject (no network): login and the profile of an account with 50
// favourites, beside a constant JSON route as the baseline of the same run. Login is timed with a
// pass-through password hasher, so the figure is the server's own work; the Argon2id verification
// it leaves out is timed on its own. Prints one JSON line.
import { hash, verify } from '@node-rs/argon2';
import { buildApp } from '../server/app';
import { createAppContext } from '../server/app-context';
import type { PasswordHasher } from '../server/accounts/account-service';
import { CatalogStore } from '../server/catalog/catalog-store';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { summarize, type Timing } from './stats';

const [dataDir, sqliteFile] = [process.argv[2]!, process.argv[3]!];
const USERS = 200;
const FAVOURITES = 50;
const PASSWORD = 'iris and vetiver';

const passThrough: PasswordHasher = {
  hash: async (password) => `plain:${password}`,
  verify: async (stored, password) => stored === `plain:${password}`,
};

const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const db = openDatabase({ sqliteFile });
const catalog = await CatalogStore.open(db.db, { seedDir: config.catalogDir });
const ctx = createAppContext({ config, db, catalog, passwords: passThrough });
const app = await buildApp(ctx, { logger: false });
app.get('/api/bench/constant', async () => ({ data: [{ id: 1, name: 'Constant' }], total: 1 }));
await app.ready();

// Each account signs up and logs in from its own address: the rate limits count per client.
const from = (i: number) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const email = (i: number) => `bench-${i}@example.com`;

async function timed(count: number, call: (i: number) => Promise<{ statusCode: number }>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await call(i);
    samples.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
  }
  return summarize(samples.slice(Math.min(20, count / 10)));
}

const cookies: string[] = [];
for (let i = 0; i < USERS; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    remoteAddress: from(i),
    payload: {
      email: email(i),
      name: 'Bench',
      password: PASSWORD,
      passwordCheck: PASSWORD,
      privacyPolicyAccepted: true,
      termsAccepted: true,
    },
  });
  if (res.statusCode !== 200) throw new Error(`sign-up answered ${res.statusCode}: ${res.body}`);
}

const login: Timing = await timed(USERS, async (i) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: from(i),
    payload: { user: email(i), password: PASSWORD, remember: true },
  });
  cookies[i] = String(res.headers['set-cookie']).split(';')[0]!;
  return res;
});

// 50 favourites spread over the catalog, for every account.
const step = Math.floor(catalog.index.perfumes.length / FAVOURITES);
const favourites = Array.from({ length: FAVOURITES }, (_, k) => ({
  perfumeId: catalog.index.perfumes[k * step]!.id,
  rating: 5,
}));
for (let i = 0; i < USERS; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/favorites/perfume/add',
    headers: { cookie: cookies[i]! },
    payload: favourites,
  });
  if (res.statusCode !== 200) throw new Error(`favourites answered ${res.statusCode}`);
}

const profile = await timed(USERS * 2, (i) =>
  app.inject({ url: '/api/user/profile?lang=en', headers: { cookie: cookies[i % USERS]! } }),
);
const constant = await timed(USERS * 2, () => app.inject({ url: '/api/bench/constant' }));

const stored = await hash(PASSWORD);
const argonSamples: number[] = [];
for (let i = 0; i < 10; i++) {
  const start = performance.now();
  await verify(stored, PASSWORD);
  argonSamples.push(performance.now() - start);
}
const argon = summarize(argonSamples);

console.log(JSON.stringify({ login, profile, constant, argon, favourites: FAVOURITES }));
await app.close();
await db.close();
