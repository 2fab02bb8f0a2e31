// npm run catalog:import -- <dir|file.json|file.csv>
// Validates, then writes the catalog in one transaction and bumps its version, so running servers
// reload it without a restart. Uses the same database settings as the server (DATA_DIR,
// DATABASE_URL).
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { importCatalog } from '../import';
import { describeImport } from '../import-report';
import { formatProblem } from '../../catalog/validate';
import { progressBar } from '../../lib/progress-bar';

const target = process.argv[2];
if (!target) {
  console.error(
    'Usage: npm run catalog:import -- <catalog folder | brand file.json | perfumes.csv>',
  );
  process.exit(1);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
const started = Date.now();
// One bar per phase and unit: reading files (or rows), validating perfumes, writing perfumes.
const bars = new Map<string, ReturnType<typeof progressBar>>();
try {
  await migrateToLatest(db.db);
  const result = await importCatalog(db.db, path.resolve(target), {
    onPhase: (_, detail) => console.log(`${detail}…`),
    onProgress: (phase, unit, done, total) => {
      const label = `${phase} ${unit}`;
      let bar = bars.get(label);
      if (!bar) bars.set(label, (bar = progressBar(label)));
      bar(done, total);
    },
  });
  if (!result.ok) {
    for (const problem of result.problems) console.log(formatProblem(problem));
    console.log(`\nNothing was imported: ${result.problems.length} problem(s) in ${target}.`);
    process.exitCode = 1;
  } else {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    for (const line of describeImport(result.report, target, db.describe, seconds))
      console.log(line);
  }
} finally {
  await db.close();
}
