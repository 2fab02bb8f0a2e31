import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { Language } from '../../common/domain/languages';
import { ApiError, apiFetch, type QueryValue } from './api-client';

declare module '@tanstack/react-query' {
  interface Register {
    // `silent` queries and mutations run without the loading overlay (e.g. background refreshes).
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const MAX_RETRIES = 2;

/** A client error (4xx) will not get better by asking again; network and 5xx errors may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The catalog changes rarely; a visit reuses what it has fetched (per language, see below).
        staleTime: 5 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The query key of an API GET. The language is part of the key, so responses are cached per
 * language (architecture, convention 4) and a language switch fetches the other one.
 */
export function apiQueryKey(
  lang: Language,
  path: string,
  query: Record<string, QueryValue> = {},
): readonly ['api', Language, string, Record<string, QueryValue>] {
  return ['api', lang, path, query] as const;
}

/** Query options for a GET of the API in a given language. */
export function apiQueryOptions<T>(
  lang: Language,
  path: string,
  query: Record<string, QueryValue> = {},
  meta?: { silent?: boolean },
) {
  return queryOptions({
    queryKey: apiQueryKey(lang, path, query),
    queryFn: ({ signal }) => apiFetch<T>(path, { query, signal, lang }),
    meta,
  });
}
