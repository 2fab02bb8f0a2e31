import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConceptRecoEntry } from '../../../common/api/concepts';
import type { Language } from '../../../common/domain/languages';
import { callEndpoint } from '../call-endpoint';
import { endpointQueryKey } from '../endpoint-query';
import { useLanguage } from '../i18n';

// GET /api/file/precomputed?fileName=conceptsDistance|conceptsRecos: the concept data computed
// with the catalog. Public files, fetched without cookies; the server needs no key for them.

// Written here rather than imported: common/api/concepts.ts builds zod schemas when loaded, which
// would bring zod into the screen's chunk. precomputed-file.test.ts checks them against it.
export const precomputedFiles = {
  conceptsDistance: 'conceptsDistance',
  conceptsRecos: 'conceptsRecos',
} as const;

export interface PrecomputedFiles {
  /** conceptId → otherConceptId → distance, 0..1, every pair. */
  conceptsDistance: Record<string, Record<string, number>>;
  /** conceptId → its best perfumes, highest recoValue first. */
  conceptsRecos: Record<string, ConceptRecoEntry[]>;
}

export type PrecomputedFileName = keyof PrecomputedFiles;

export function precomputedFileOptions<N extends PrecomputedFileName>(lang: Language, fileName: N) {
  const query = { fileName };
  return queryOptions({
    queryKey: endpointQueryKey('precomputedFile', lang, { query }),
    // The table answers either file; the name asked says which.
    queryFn: ({ signal }) =>
      callEndpoint('precomputedFile', { query, signal, lang, credentials: 'omit' }) as Promise<
        PrecomputedFiles[N]
      >,
    // The files change only with the catalog.
    staleTime: 30 * 60 * 1000,
  });
}

export function usePrecomputedFile<N extends PrecomputedFileName>(fileName: N) {
  return useQuery(precomputedFileOptions(useLanguage(), fileName));
}
