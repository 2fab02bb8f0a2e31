import { z } from 'zod';
import {
  MAX_IMPORT_ITEMS,
  MAX_MERGED_WEARS,
  MAX_NOTE_LENGTH,
  MAX_RATING,
  MAX_SIZE_ML,
  MAX_WEAR_NOTE_LENGTH,
  MIN_RATING,
  SCALE_STEPS,
  moments,
  ownedFormats,
  seasons,
  shelves,
} from '../domain/collection';
import { profilePerfumeSchema } from './accounts';

// Requests and responses of the collection (issue 30, docs/decisions/043-collection.md): shelves,
// a personal verdict per perfume, the wear diary, and the CSV import's preview. Messages are for
// API users, in English; the screens show their own in the visitor's language.

const perfumeIdField = z
  .number({ message: 'The perfumeId field must be a perfume id (a positive whole number).' })
  .int('The perfumeId field must be a perfume id (a positive whole number).')
  .positive('The perfumeId field must be a perfume id (a positive whole number).');

const step = (field: string) =>
  z
    .number({ message: `The ${field} field must be a whole number from 1 to ${SCALE_STEPS}.` })
    .int(`The ${field} field must be a whole number from 1 to ${SCALE_STEPS}.`)
    .min(1, `The ${field} field must be a whole number from 1 to ${SCALE_STEPS}.`)
    .max(SCALE_STEPS, `The ${field} field must be a whole number from 1 to ${SCALE_STEPS}.`);

const ratingField = z
  .number({
    message: `The rating field must be a whole number from ${MIN_RATING} to ${MAX_RATING}.`,
  })
  .int(`The rating field must be a whole number from ${MIN_RATING} to ${MAX_RATING}.`)
  .min(MIN_RATING, `The rating field must be a whole number from ${MIN_RATING} to ${MAX_RATING}.`)
  .max(MAX_RATING, `The rating field must be a whole number from ${MIN_RATING} to ${MAX_RATING}.`);

const shelfField = z.enum(shelves, {
  message: 'The shelf field must be have, had, want or tried.',
});
const formatField = z.enum(ownedFormats, {
  message: 'The format field must be bottle, sample or decant.',
});
const sizeField = z
  .number({
    message: `The sizeMl field must be a number of millilitres from 0.1 to ${MAX_SIZE_ML}.`,
  })
  .min(0.1, `The sizeMl field must be a number of millilitres from 0.1 to ${MAX_SIZE_ML}.`)
  .max(MAX_SIZE_ML, `The sizeMl field must be a number of millilitres from 0.1 to ${MAX_SIZE_ML}.`);
const noteField = z
  .string({ message: 'The note field must be text.' })
  .max(MAX_NOTE_LENGTH, `The note field takes at most ${MAX_NOTE_LENGTH} characters.`);
const seasonsMessage = 'The seasons field must be a list of spring, summer, autumn and winter.';
const seasonsField = z
  .array(z.enum(seasons, { message: seasonsMessage }), { message: seasonsMessage })
  .max(seasons.length, seasonsMessage);
const momentsMessage =
  'The moments field must be a list of day, night, work, leisure and occasion.';
const momentsField = z
  .array(z.enum(moments, { message: momentsMessage }), { message: momentsMessage })
  .max(moments.length, momentsMessage);
const momentField = z.enum(moments, {
  message: 'The moment field must be day, night, work, leisure or occasion.',
});
const dateField = z
  .string({ message: 'The wornOn field must be a date written YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'The wornOn field must be a date written YYYY-MM-DD.')
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) &&
      new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'The wornOn field must be a date written YYYY-MM-DD.',
  );

/**
 * The fields of one perfume in the collection, every one optional: a change names only what it
 * changes, so two tabs changing different fields of one perfume both keep their change (ADR 043).
 * null (or '' for the note, [] for lists) empties a field.
 */
export const collectionChangeSchema = z
  .object({
    perfumeId: perfumeIdField,
    shelf: shelfField.nullable().optional(),
    format: formatField.nullable().optional(),
    sizeMl: sizeField.nullable().optional(),
    rating: ratingField.nullable().optional(),
    note: noteField.optional(),
    longevity: step('longevity').nullable().optional(),
    sillage: step('sillage').nullable().optional(),
    seasons: seasonsField.optional(),
    moments: momentsField.optional(),
  })
  // A misspelt field would be a change silently lost: refused instead.
  .strict();
export type CollectionChange = z.input<typeof collectionChangeSchema>;

/** One perfume's fields, all given (a merge, an import line or an answer). */
export const collectionFieldsSchema = z.object({
  shelf: shelfField.nullable(),
  format: formatField.nullable(),
  sizeMl: sizeField.nullable(),
  rating: ratingField.nullable(),
  note: noteField,
  longevity: step('longevity').nullable(),
  sillage: step('sillage').nullable(),
  seasons: seasonsField,
  moments: momentsField,
});

export const collectionItemStateSchema = collectionFieldsSchema.extend({
  perfumeId: z.number().int(),
  updatedAt: z.string(),
});
export type CollectionItemState = z.infer<typeof collectionItemStateSchema>;

/** The answer to a change: the perfume's item as the server now holds it (null: left the collection). */
export const collectionChangeResponseSchema = z.object({
  item: collectionItemStateSchema.nullable(),
});

export const removeCollectionItemBodySchema = z.object({ perfumeId: perfumeIdField });

/** A perfume of the collection as its page shows it. */
export const collectionItemSchema = collectionItemStateSchema.extend({
  perfume: profilePerfumeSchema,
  /** How many times the diary says it was worn, and the last day. */
  wears: z.number().int(),
  lastWornOn: z.string().nullable(),
});
export type CollectionItem = z.infer<typeof collectionItemSchema>;

export const collectionResponseSchema = z.object({ items: z.array(collectionItemSchema) });
export type CollectionResponse = z.infer<typeof collectionResponseSchema>;

// The wear diary.

export const addWearBodySchema = z.object({
  perfumeId: perfumeIdField,
  /** The visitor's own day: the browser knows its time zone, the server does not. */
  wornOn: dateField,
  moment: momentField.nullable().optional(),
  note: z
    .string({ message: 'The note field must be text.' })
    .max(MAX_WEAR_NOTE_LENGTH, `The note field takes at most ${MAX_WEAR_NOTE_LENGTH} characters.`)
    .optional(),
});
export type AddWearBody = z.input<typeof addWearBodySchema>;

export const wearSchema = z.object({
  id: z.string(),
  perfumeId: z.number().int(),
  wornOn: z.string(),
  moment: momentField.nullable(),
  note: z.string(),
});
export type Wear = z.infer<typeof wearSchema>;

export const removeWearBodySchema = z.object({
  id: z
    .string({ message: 'The id field is required.' })
    .min(1, 'The id field is required.')
    .max(100),
});

export const wearDiaryQuerySchema = z.object({
  month: z
    .string({ message: 'The month parameter must be a month written YYYY-MM.' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month parameter must be a month written YYYY-MM.'),
});

const perfumeNameSchema = z.object({ id: z.number().int(), name: z.string(), brand: z.string() });
export type PerfumeName = z.infer<typeof perfumeNameSchema>;

export const wearDiaryResponseSchema = z.object({
  month: z.string(),
  /** The month's wears, by day then as they were written. */
  wears: z.array(wearSchema.extend({ perfume: perfumeNameSchema })),
  /** The month's year: the most worn perfumes, most worn first (at most ten). */
  mostWorn: z.array(z.object({ perfume: perfumeNameSchema, wears: z.number().int() })),
});
export type WearDiaryResponse = z.infer<typeof wearDiaryResponseSchema>;

// Merging what a browser or a file holds into the account: items and wears.

export const mergeItemSchema = collectionFieldsSchema
  .partial()
  .extend({ perfumeId: perfumeIdField });
export type MergeItem = z.input<typeof mergeItemSchema>;

export const mergeWearSchema = addWearBodySchema;

export const mergeCollectionBodySchema = z.object({
  items: z
    .array(mergeItemSchema, { message: 'The items field must be a list of collection items.' })
    .max(MAX_IMPORT_ITEMS, `The items field takes at most ${MAX_IMPORT_ITEMS} perfumes.`)
    .default([]),
  wears: z
    .array(mergeWearSchema, { message: 'The wears field must be a list of wears.' })
    .max(MAX_MERGED_WEARS, `The wears field takes at most ${MAX_MERGED_WEARS} wears.`)
    .default([]),
});
export type MergeCollectionBody = z.input<typeof mergeCollectionBodySchema>;

export const mergeCollectionResponseSchema = z.object({
  /** Perfumes new to the collection, perfumes it held already, wears added. */
  added: z.number().int(),
  merged: z.number().int(),
  wearsAdded: z.number().int(),
  /** Perfumes the catalog does not hold (any more), left out. */
  unknown: z.number().int(),
});

// The CSV import's preview: each line's perfume, or its closest candidates.

/** Up to 1 MB of CSV text: about 10,000 lines of name, house, shelf and rating. */
export const MAX_IMPORT_CSV_LENGTH = 1_000_000;

export const importPreviewBodySchema = z.object({
  csv: z
    .string({ message: 'The csv field is required.' })
    .min(1, 'The csv field is required.')
    .max(MAX_IMPORT_CSV_LENGTH, `The csv field takes at most ${MAX_IMPORT_CSV_LENGTH} characters.`),
});

export const importLineSchema = z.object({
  /** The line's number in the file, the header being line 1. */
  line: z.number().int(),
  name: z.string(),
  house: z.string(),
  /** What the line says beside the name, read as the collection's fields. */
  fields: collectionFieldsSchema,
  match: perfumeNameSchema.nullable(),
  /** When nothing matches exactly: the closest perfumes, closest first (at most 3). */
  candidates: z.array(perfumeNameSchema),
  /** Why a part of the line was not read ('rating', 'shelf'…), so the preview can say so. */
  unread: z.array(z.string()),
});
export type ImportLine = z.infer<typeof importLineSchema>;

export const importPreviewResponseSchema = z.object({
  lines: z.array(importLineSchema),
  /** The columns the header named that the import does not know. */
  ignoredColumns: z.array(z.string()),
});
export type ImportPreviewResponse = z.infer<typeof importPreviewResponseSchema>;
