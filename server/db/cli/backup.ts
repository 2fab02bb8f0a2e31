// npm run db:backup -- <file>
// A consistent copy of the SQLite database, taken while the server runs (SQLite's online backup
// API). PostgreSQL is backed up with pg_dump (docs/operations.md).
import { ConfigError, loadConfig } from '../../config';
import { BackupError, backupSqlite } from '../sqlite-backup';

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run db:backup -- <file>   (for example backups/sillage-2026-11-25.db)');
  process.exit(1);
}
try {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'The database is PostgreSQL (DATABASE_URL): back it up with pg_dump, as docs/operations.md shows.',
    );
    process.exit(1);
  }
  const started = performance.now();
  const summary = await backupSqlite(config.sqliteFile, target);
  console.log(
    `Backed up ${config.sqliteFile} to ${summary.file}: ${(summary.bytes / 2 ** 20).toFixed(1)} MB, catalog version ${summary.catalogVersion}, ${summary.accounts} accounts, ${summary.favourites} favourites, in ${Math.round(performance.now() - started)} ms.`,
  );
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof BackupError) console.error(`The backup was not made: ${error.message}`);
  else console.error(`The backup was not made: ${(error as Error).message}`);
  process.exit(1);
}
