// Where a running node is in its life. Serving; then, from SIGTERM, shutting down: it answers
// not-ready so that the load balancer stops sending requests here, and still serves what comes;
// then draining: it accepts no connection and closes each open one after its answer.

export interface Lifecycle {
  readonly shuttingDown: boolean;
  readonly draining: boolean;
  /** From now on the readiness check answers 503. */
  beginShutdown(): void;
  /** From now on every answer asks its client to close the connection. */
  beginDrain(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  let draining = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    get draining() {
      return draining;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    beginDrain() {
      shuttingDown = true;
      draining = true;
    },
  };
}
