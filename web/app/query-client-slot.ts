import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

// The query client is created by the lazily loaded query boundary, so that TanStack Query stays
// out of the landing's initial chunk. Tests hand in their own client through this context (a type
// import only: nothing of TanStack Query is bundled by it).

export const QueryClientSlot = createContext<QueryClient | null>(null);

export function useInjectedQueryClient(): QueryClient | null {
  return useContext(QueryClientSlot);
}
