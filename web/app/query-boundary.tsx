import type { ReactNode } from 'react';
import { QueryClientProvider, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { useReportBusy } from './loading-overlay';
import { useInjectedQueryClient } from './query-client-slot';

// Loaded with the first screen that needs data (see lazy-screen.tsx). One client for the whole
// visit: the cache survives moving between screens, each of which mounts its own boundary.

let sharedClient: ReturnType<typeof createQueryClient> | null = null;

function appQueryClient() {
  sharedClient ??= createQueryClient();
  return sharedClient;
}

/** Reports non-silent fetches and mutations to the loading overlay of the root layout. */
function QueryBusyReporter() {
  const fetching = useIsFetching({ predicate: (query) => query.meta?.silent !== true });
  const mutating = useIsMutating({ predicate: (mutation) => mutation.meta?.silent !== true });
  useReportBusy(fetching + mutating > 0);
  return null;
}

export function QueryBoundary({ children }: { children: ReactNode }) {
  const client = useInjectedQueryClient() ?? appQueryClient();
  return (
    <QueryClientProvider client={client}>
      <QueryBusyReporter />
      {children}
    </QueryClientProvider>
  );
}
