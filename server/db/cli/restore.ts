// npm run db:restore -- <file>
// Puts a backup made by db:backup in place of the SQLite database, with the server stopped; the
// replaced file is kept beside it. PostgreSQL is restored with pg_restore (docs/operations.md).
import { ConfigError, loadConfig } from '../../config';
import { BackupError, restoreSqlite } from '../sqlite-backup';

const backup = process.argv[2];
if (!backup) {
  console.error('Usage: npm run db:restore -- <file>   (with the server stopped)');
  process.exit(1);
}
try {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'The database is PostgreSQL (DATABASE_URL): restore it with pg_restore, as docs/operations.md shows.',
    );
    process.exit(1);
  }
  const summary = restoreSqlite(config.sqliteFile, backup);
  console.log(
    `Restored ${backup} into ${summary.file}: catalog version ${summary.catalogVersion}, ${summary.accounts} accounts, ${summary.favourites} favourites.` +
      (summary.keptAs ? ` The database it replaced is kept as ${summary.keptAs}.` : ''),
  );
  console.log('Start the server: it applies any migration the backup is missing.');
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof BackupError) console.error(`Nothing was restored: ${error.message}`);
  else console.error(`Nothing was restored: ${(error as Error).message}`);
  process.exit(1);
}
