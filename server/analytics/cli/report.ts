// npm run analytics:report -- --since 7d
// Prints the usage of the site since a moment (7d, 24h, 90m or a date): views per screen, the top
// searches and perfumes viewed, and the funnel from a search to a favourite. Reads the database
// the server uses (DATABASE_URL, else DATA_DIR's SQLite file); a progress bar shows on large tables.
import { progressBar } from '../../lib/progress-bar';
import { ConfigError, loadConfig } from '../../config';
import { createAnalyticsRepository } from '../../db/analytics-repository';
import { openDatabase } from '../../db/client';
import { migrateToLatest } from '../../db/migrate';
import { parseSince } from '../report';
import { runReport } from '../run-report';

const args = process.argv.slice(2);
const sinceIndex = args.indexOf('--since');
const sinceText = sinceIndex >= 0 ? args[sinceIndex + 1] : '7d';
const now = new Date();
const since = sinceText ? parseSince(sinceText, now) : null;
if (!since) {
  console.error('Usage: npm run analytics:report -- --since <7d | 24h | 90m | 2026-11-01>');
  process.exit(1);
}

try {
  const config = loadConfig();
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, sqliteFile: config.sqliteFile });
  try {
    await migrateToLatest(db.db);
    const text = await runReport({
      analytics: createAnalyticsRepository(db.db),
      since,
      now,
      onProgress: progressBar('Reading events'),
    });
    process.stdout.write(text);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `The report failed: ${String(error)}`,
  );
  process.exit(1);
}
