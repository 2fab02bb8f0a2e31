import type { GenderCode } from '../../common/domain/gender';
import type { IndexedPerfume } from '../catalog/catalog-index';

// The kinds of match a search tells apart, and what a search is asked and answers.

/**
 * Tiers, best first: exact, then prefix, then substring, then fuzzy (the order), each split
 * so that a name beats a brand and the start of a word beats its middle; the whole name typed with
 * a slip comes after the name's prefixes (the spec's one edit) or after every match at the start of
 * a word (the looser measure), before the query found inside a word (docs/decisions/033).
 */
export const MatchKind = {
  None: 0,
  /** The name is the query. */
  ExactName: 1,
  /** The brand is the query. */
  ExactBrand: 2,
  /** The name starts with the query. */
  NamePrefix: 3,
  /** The whole name one edit away from the query, both of 5 letters or more (the spec's fuzzy
   * rule): "ivesse" for Ivresse, "satal" for Santal. */
  FuzzyName: 4,
  /** The brand or sub-brand starts with the query, and so does a word of the name: "giò" for
   * Acqua di Giò by Giorgio Armani, before the brand's other perfumes. */
  BrandPrefixNameWord: 5,
  /** The brand or sub-brand starts with the query (or the sub-brand is the query). */
  BrandPrefix: 6,
  /** A word of the name starts with the query: "oud" for Royal Oud. */
  NameWordStart: 7,
  /** A word of the brand or sub-brand starts with the query. */
  BrandWordStart: 8,
  /** A reading of the name has the query's words in order, each the same or close by the looser
   * measure of ./typo-index: "te oud" for The Oud, "sea" for Seda, "ngro" for Negro. */
  CloseName: 9,
  /** The query inside a word of the name, brand or sub-brand: "oud" for Cloud. */
  Substring: 10,
  /** Every query word starts one of the perfume's words. */
  WordsAtStart: 11,
  /** Every query word is inside one of the perfume's words, one at least not at its start. */
  WordsInside: 12,
  /** Every query word matches, one at least only one edit away. */
  WordFuzzy: 13,
  // The fallback's tiers, after every other, only when the matches above are few (./typo-index).
  /** Every query word matches one of the perfume's words, one at least by one mistake. */
  CloseWords: 14,
  /** The same with two mistakes or more in all (two in a long word, a missing space and one). */
  FarWords: 15,
} as const;
export type MatchKind = (typeof MatchKind)[keyof typeof MatchKind];

export interface SearchFilters {
  genders?: readonly GenderCode[];
  brandIds?: readonly number[];
  familyIds?: readonly number[];
}

export interface SearchOptions extends SearchFilters {
  limit: number;
  offset?: number;
  /**
   * Whether the looser measure adds its close names (CloseName and the fallback's tiers); true
   * unless set. False gives the spec's rule alone, for its model test and the recall bench.
   */
  looser?: boolean;
}

export interface SearchHit {
  perfume: IndexedPerfume;
  kind: MatchKind;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  /**
   * The text the results answer when the query as typed matched nothing and they all come from
   * the fallback ("negro" for "ngro"); absent otherwise.
   */
  correctedQuery?: string;
}
