// Child process of the load proof: the real app (server/main.ts's set-up, SQLite in DATA_DIR)
// plus a route answering a constant JSON body, the baseline the other routes are compared with;
// and the accounts of the virtual users, made before the run (sign-up is rate limited per client
// address, rightly, and every virtual user here comes from 127.0.0.1). Each account gets
// FAVOURITES favourites, so the profile measured is a lived-in one. Prints "ready".
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { createAppContext } from '../../server/app-context';
import { CatalogStore } from '../../server/catalog/catalog-store';
import { catalogWarmUp } from '../../server/catalog-warm-up';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { migrateToLatest } from '../../server/db/migrate';
import { LOAD_PASSWORD, loadUserEmail } from './load-users';

const FAVOURITES = 20;

const users = Number(process.argv[2] ?? 200);
const config = loadConfig();
const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
await migrateToLatest(db.db);
const catalog = await CatalogStore.open(db.db, {
  warmUp: catalogWarmUp,
  seedDir: config.catalogDir,
});
const app = await buildApp(createAppContext({ config, db, catalog }), { logger: false });
const constant = { data: [{ id: 1, name: 'Constant' }], total: 1 };
app.get('/api/bench/constant', async () => constant);
// How long the event loop was held since the last reading: a long hold is the server's own stall,
// not the machine's or the load generator's.
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
app.get('/api/bench/event-loop', async () => {
  const figures = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
  loop.reset();
  return figures;
});
await app.ready();

const perfumes = catalog.index.perfumes;
const step = Math.floor(perfumes.length / FAVOURITES);
const favourites = Array.from({ length: FAVOURITES }, (_, k) => ({
  perfumeId: perfumes[k * step]!.id,
  rating: 5,
}));
const from = (i: number) => `10.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;
for (let start = 0; start < users; start += 4) {
  await Promise.all(
    Array.from({ length: Math.min(4, users - start) }, async (_, k) => {
      const i = start + k;
      const signup = await app.inject({
        method: 'POST',
        url: '/api/user/signup',
        remoteAddress: from(i),
        payload: {
          email: loadUserEmail(i),
          name: `Load ${i}`,
          password: LOAD_PASSWORD,
          passwordCheck: LOAD_PASSWORD,
          privacyPolicyAccepted: true,
          termsAccepted: true,
        },
      });
      if (signup.statusCode !== 200) throw new Error(`sign-up answered ${signup.statusCode}`);
      const cookie = String(signup.headers['set-cookie']).split(';')[0]!;
      const added = await app.inject({
        method: 'POST',
        url: '/api/favorites/perfume/add',
        headers: { cookie },
        payload: favourites,
      });
      if (added.statusCode !== 200) throw new Error(`favourites answered ${added.statusCode}`);
    }),
  );
}

await app.listen({ port: config.PORT, host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
