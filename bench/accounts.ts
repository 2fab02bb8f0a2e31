// Child process of the benchmark: the app in-process over the 100,000-perfume database, timing the
// account routes through app.inject (no network): login, the profile of an account with 50
// favourites and a favourite toggle, beside a constant JSON route as the baseline of the same run.
// The profile as it was answered before docs/decisions/035 (each favourite a whole perfume, with
// its description and every ingredient) is rebuilt on a bench route and timed in the same run.
// Login is timed with a pass-through password hasher, so the figure is the server's own work; the
// Argon2id verification it leaves out is timed on its own. Prints one JSON line.
import { hash, verify } from '@node-rs/argon2';
import { buildApp } from '../server/app';
import { createAppContext } from '../server/app-context';
import type { PasswordHasher } from '../server/accounts/account-service';
import { answerCache } from '../server/lib/answer-cache';
import { CatalogStore } from '../server/catalog/catalog-store';
import { catalogWarmUp } from '../server/catalog-warm-up';
import { presentIngredient, presentPerfume } from '../server/catalog/present';
import { loadConfig } from '../server/config';
import { readPerfumeDescriptions } from '../server/db/catalog-repository';
import { openDatabase } from '../server/db/client';
import { sendJsonText } from '../server/routes/json-answers';
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
const catalog = await CatalogStore.open(db.db, {
  warmUp: catalogWarmUp,
  seedDir: config.catalogDir,
});
const ctx = createAppContext({ config, db, catalog, passwords: passThrough });
const app = await buildApp(ctx, { logger: false });
app.get('/api/bench/constant', async () => ({ data: [{ id: 1, name: 'Constant' }], total: 1 }));

// The former profile answer, built as the service built it: every favourite a whole perfume, its
// text kept per catalog version and language, descriptions read for those not kept yet.
const wholePerfumes = answerCache(20_000);
app.get('/api/bench/former-profile', async (request, reply) => {
  const session = await request.session();
  if (!session) return reply.code(401).send();
  const { user } = session;
  const index = catalog.index;
  const [favourites, disliked] = await Promise.all([
    ctx.repositories.favourites.list(user.id),
    ctx.repositories.favourites.listDisliked(user.id),
  ]);
  const shown = favourites.filter((f) => index.perfumeById.has(f.perfumeId));
  const missing = shown.filter((f) => !wholePerfumes.find(index, `en:${f.perfumeId}`));
  if (missing.length > 0) {
    const ids = missing.map((f) => f.perfumeId);
    const descriptions = await readPerfumeDescriptions(db.db, ids, 'en');
    for (const id of ids) {
      const perfume = presentPerfume(
        index,
        index.perfumeById.get(id)!,
        'en',
        descriptions.get(id) ?? '',
      );
      wholePerfumes.keep(index, `en:${id}`, JSON.stringify(perfume));
    }
  }
  const account = JSON.stringify({
    userId: user.id,
    email: user.email,
    name: user.name,
    hasPassword: user.passwordHash !== null,
  });
  const items = shown.map(
    (f) =>
      `{"perfume":${wholePerfumes.find(index, `en:${f.perfumeId}`)},"rating":${f.rating},"addedAt":${JSON.stringify(f.addedAt)}}`,
  );
  const dislikedJson = JSON.stringify(disliked.map((id) => presentIngredient(index, id, 'en')));
  return sendJsonText(
    reply,
    `{"account":${account},"favoritePerfumes":[${items.join(',')}],"dislikedIngredients":${dislikedJson}}`,
  );
});
await app.ready();

// Each account signs up and logs in from its own address: the rate limits count per client.
const from = (i: number) => `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
const run = Date.now().toString(36);
const email = (i: number) => `bench-${run}-${i}@example.com`;

/** The bytes of the last answer of each timed route. */
const bytes: Record<string, number> = {};

async function timed(
  name: string,
  count: number,
  call: (i: number) => Promise<{ statusCode: number; rawPayload: Buffer }>,
) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const res = await call(i);
    samples.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}`);
    bytes[name] = res.rawPayload.length;
  }
  return summarize(samples.slice(Math.min(20, count / 10)));
}

/** Several routes timed request by request in turns; a summary for each. */
async function inTurns(
  count: number,
  routes: [string, (i: number) => Promise<{ statusCode: number; rawPayload: Buffer }>][],
) {
  const samples = routes.map(() => [] as number[]);
  for (let i = 0; i < count; i++) {
    for (const [k, [name, call]] of routes.entries()) {
      const start = performance.now();
      const res = await call(i);
      samples[k]!.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${name} answered ${res.statusCode}`);
      bytes[name] = res.rawPayload.length;
    }
  }
  return samples.map((s) => summarize(s));
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

const login: Timing = await timed('login', USERS, async (i) => {
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

// The profile, the former one and the constant route in turns, so that all three meet the same
// moments of a loaded machine;
// a first pass over every account fills the kept texts of both.
const profileOf = (i: number) =>
  app.inject({ url: '/api/user/profile?lang=en', headers: { cookie: cookies[i % USERS]! } });
const formerProfileOf = (i: number) =>
  app.inject({ url: '/api/bench/former-profile', headers: { cookie: cookies[i % USERS]! } });
await timed('profile', USERS, profileOf);
await timed('formerProfile', USERS, formerProfileOf);
const [profile, formerProfile, constant] = await inTurns(USERS * 2, [
  ['profile', profileOf],
  ['formerProfile', formerProfileOf],
  ['constant', () => app.inject({ url: '/api/bench/constant' })],
]);
// A toggle as the web sends it: one favourite added, then removed, by an account holding 50.
const extra = catalog.index.perfumes[1]!.id;
const toggle = await timed('toggle', USERS * 2, (i) =>
  app.inject({
    method: i % 2 ? 'DELETE' : 'POST',
    url: i % 2 ? '/api/favorites/perfume/remove' : '/api/favorites/perfume/add',
    headers: { cookie: cookies[Math.floor(i / 2) % USERS]! },
    payload: i % 2 ? [extra] : [{ perfumeId: extra, rating: 5 }],
  }),
);

const stored = await hash(PASSWORD);
const argonSamples: number[] = [];
for (let i = 0; i < 10; i++) {
  const start = performance.now();
  await verify(stored, PASSWORD);
  argonSamples.push(performance.now() - start);
}
const argon = summarize(argonSamples);

console.log(
  JSON.stringify({
    login,
    profile,
    formerProfile,
    toggle,
    constant,
    argon,
    bytes,
    favourites: FAVOURITES,
  }),
);
await app.close();
await db.close();
