// npm run catalog:import -- <dir|file.json|file.csv>
// Validates, then writes the catalog in one transaction and bumps its version, so running servers
// reload it without a restart. Uses the same database settings as the server (DATA_DIR,
// DATABASE_URL).
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { importCatalog } from '../import';
import { formatProblem } from '../validate';
import { progressBar } from './progress-bar';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run catalog:import -- <catalog folder | brand file.json | perfumes.csv>');
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
try {
  await migrateToLatest(db.db);
  const result = await importCatalog(db.db, path.resolve(target), {
    onPhase: (phase) => console.log(`${phase}…`),
    onProgress: progressBar('writing perfumes'),
  });
  if (!result.ok) {
    for (const problem of result.problems) console.log(formatProblem(problem));
    console.log(`\nNothing was imported: ${result.problems.length} problem(s) in ${target}.`);
    process.exitCode = 1;
  } else {
    const { report } = result;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Imported ${target} (${report.mode}) into ${db.describe} in ${seconds} s: ` +
        `${report.perfumes.added} perfumes added, ${report.perfumes.updated} updated, ` +
        `${report.perfumes.total} in the catalog. Catalog version is now ${report.version}.`,
    );
    for (const [kind, names] of Object.entries(report.created)) {
      if (names.length > 0) {
        console.log(`Created ${names.length} new ${kind}: ${names.join(', ')}.`);
        if (kind !== 'brands') console.log(`  Their names were copied into fr and es: review them in the catalog.`);
      }
    }
  }
} finally {
  await db.close();
}
