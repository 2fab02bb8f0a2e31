import { isDatabaseUnavailable } from './db/faults';

// Whatever stops the server at start is told to the operator in one sentence that says what to
// do, never as a stack trace: a port in use, a database that cannot be reached, a broken seed
// catalog, a failed migration.

export interface StartupContext {
  port: number;
  /** The database, described without secrets. */
  database?: string | undefined;
}

export function describeStartupFailure(error: unknown, context: StartupContext): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const message = String((error as Error | undefined)?.message ?? error).trim();
  const where = context.database ? ` (database: ${context.database})` : '';
  if (code === 'EADDRINUSE') {
    return `Sillage cannot start: port ${context.port} is already in use (set PORT to another port).`;
  }
  if (code === 'EACCES' && /listen/.test(message)) {
    return `Sillage cannot start: it may not listen on port ${context.port} (set PORT to a port above 1023).`;
  }
  if (isDatabaseUnavailable(error)) {
    return `Sillage cannot start: the database cannot be reached${where}: ${message.replace(/\.$/, '')}. Check DATABASE_URL and that the database server is running.`;
  }
  // A message of several lines (the seed catalog's problems) keeps them below the sentence.
  const [first, ...rest] = message.split('\n');
  const sentence = `Sillage cannot start: ${first!.replace(/[.:]$/, '')}${where}.`;
  return rest.length > 0 ? `${sentence}\n${rest.join('\n')}` : sentence;
}
