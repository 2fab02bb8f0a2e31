// Work a request starts but does not wait for: its answer goes out first, and what follows takes
// as long as it takes without the client seeing it. The password reset needs this: looking the
// address up, writing a token and mailing the link took 5 ms for a registered address and 1 ms for
// another, which told who has an account. A failure cannot reach the client any more, so it is
// logged; graceful shutdown and tests wait for what is still running.

/** What a failure is written to: a request's logger, so that its line carries the request id. */
export interface FailureLog {
  error(details: object, message: string): void;
}

export interface BackgroundTasks {
  /**
   * Runs the task after the current request has been answered (the next turn of the event loop,
   * so not even its first synchronous step is on the request's path). A failure is logged with
   * the message given; nothing is thrown.
   */
  run(log: FailureLog, failure: string, task: () => Promise<void>): void;
  /** Resolves once every task started so far, and any they started, has ended. */
  settled(): Promise<void>;
  /** Tasks started and not yet ended. */
  readonly pending: number;
}

// A mail server's refusal names its recipient ("550 <ana@example.com>: no such user"): the
// logged reason keeps the error's kind and code, and masks every address in its message.
const ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g;

export function describeFailure(error: unknown): Record<string, unknown> {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return {
    type: error instanceof Error ? error.name : typeof error,
    message: message.replace(ADDRESS, '***@***'),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
  };
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(log, failure, task) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ reason: describeFailure(error) }, failure))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
    get pending() {
      return running.size;
    },
  };
}
