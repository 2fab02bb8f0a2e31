// Where a running node is in its life, as the readiness check reports it: serving, or shutting
// down (SIGTERM received: the load balancer must stop sending requests here).

export interface Lifecycle {
  readonly shuttingDown: boolean;
  /** From now on the node answers not-ready, and asks clients to close their connections. */
  beginShutdown(): void;
}

export function createLifecycle(): Lifecycle {
  let shuttingDown = false;
  return {
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
  };
}
