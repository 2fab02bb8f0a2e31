// The words of a collection (issue 30, docs/decisions/043-collection.md): shelves, the forms a
// perfume is owned in, the four-step scales of a personal verdict, seasons and moments. Shared by
// the API schemas, the server's rules, the CSV both sides read and write, and the screens.

/** Have it, had it, want it, tried it: one shelf per perfume at a time. */
export const shelves = ['have', 'had', 'want', 'tried'] as const;
export type Shelf = (typeof shelves)[number];

/** What "I have it" holds: a full bottle, a sample or a decant. */
export const ownedFormats = ['bottle', 'sample', 'decant'] as const;
export type OwnedFormat = (typeof ownedFormats)[number];

export const seasons = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof seasons)[number];

export const moments = ['day', 'night', 'work', 'leisure', 'occasion'] as const;
export type Moment = (typeof moments)[number];

/**
 * The spec gives no longevity or sillage scale, so both have four steps (issue 30): 1 fleeting,
 * 2 moderate, 3 long-lasting, 4 very long-lasting; 1 close to the skin, 2 moderate, 3 strong,
 * 4 enormous.
 */
export const SCALE_STEPS = 4;
export const MIN_RATING = 1;
export const MAX_RATING = 5;
export const MAX_NOTE_LENGTH = 2000;
export const MAX_WEAR_NOTE_LENGTH = 500;
export const MAX_SIZE_ML = 1000;
/** A perfume rated this or more, and owned, weighs like a favourite in recommendations. */
export const LOVED_RATING = 4;
/** A perfume rated this or less pushes its composition away from recommendations. */
export const DISLIKED_RATING = 2;
/** Lines an import or a merge takes at once: a large collection is a few hundred perfumes. */
export const MAX_IMPORT_ITEMS = 2000;
export const MAX_MERGED_WEARS = 5000;

/** What a person says about one perfume; empty fields are null or []. */
export interface CollectionFields {
  shelf: Shelf | null;
  format: OwnedFormat | null;
  sizeMl: number | null;
  rating: number | null;
  note: string;
  longevity: number | null;
  sillage: number | null;
  seasons: Season[];
  moments: Moment[];
}

export const emptyCollectionFields: CollectionFields = {
  shelf: null,
  format: null,
  sizeMl: null,
  rating: null,
  note: '',
  longevity: null,
  sillage: null,
  seasons: [],
  moments: [],
};

/** Whether an item says nothing any more (no shelf, no verdict): it leaves the collection. */
export function isEmptyItem(fields: CollectionFields): boolean {
  return (
    fields.shelf === null &&
    fields.rating === null &&
    fields.note === '' &&
    fields.longevity === null &&
    fields.sillage === null &&
    fields.seasons.length === 0 &&
    fields.moments.length === 0
  );
}

/**
 * The browser's item merged into the account's (sign-up, login, import): what the account says is
 * kept, what it leaves empty the browser fills, and seasons and moments are joined.
 */
export function mergeFields(
  account: CollectionFields,
  incoming: CollectionFields,
): CollectionFields {
  // The format and size belong to the shelf they describe: they come with the shelf kept.
  const shelfFrom = account.shelf !== null ? account : incoming;
  return {
    shelf: shelfFrom.shelf,
    format: shelfFrom.format,
    sizeMl: shelfFrom.sizeMl,
    rating: account.rating ?? incoming.rating,
    note: account.note !== '' ? account.note : incoming.note,
    longevity: account.longevity ?? incoming.longevity,
    sillage: account.sillage ?? incoming.sillage,
    seasons: seasons.filter((s) => account.seasons.includes(s) || incoming.seasons.includes(s)),
    moments: moments.filter((m) => account.moments.includes(m) || incoming.moments.includes(m)),
  };
}
