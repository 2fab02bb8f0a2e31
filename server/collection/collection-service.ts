import { randomUUID } from 'node:crypto';
import type {
  CollectionChange,
  ImportPreviewResponse,
  MergeCollectionBody,
  WearDiaryResponse,
} from '../../common/api/collection';
import {
  MAX_IMPORT_ITEMS,
  emptyCollectionFields,
  isEmptyItem,
  mergeFields,
  type CollectionFields,
  type Moment,
} from '../../common/domain/collection';
import { readCollectionCsv } from '../../common/domain/collection-csv';
import type { Language } from '../../common/domain/languages';
import { answerCache } from '../catalog/answer-cache';
import type { CatalogIndex } from '../catalog/catalog-index';
import type { CatalogStore } from '../catalog/catalog-store';
import { presentProfilePerfume } from '../catalog/present';
import type {
  CollectionRecord,
  CollectionRepository,
  WearRecord,
} from '../db/collection-repository';
import { matchImportLine } from './import-matcher';

// The rules of a person's collection (issue 30, docs/decisions/043-collection.md): what a change
// may say, how a browser's collection or a file joins the account's, the diary's month and year,
// and the CSV import's preview. Routes validate, call one of these and reply.

export interface CollectionServiceDeps {
  collection: CollectionRepository;
  catalog: CatalogStore;
  now?: () => Date;
}

/** Perfume cards kept per catalog version and language (a few hundred bytes each). */
const TEXTS_KEPT = 20_000;
/** The diary's "most worn this year". */
export const MOST_WORN_SHOWN = 10;

export type ChangeOutcome =
  { kind: 'unknown_perfume' } | { kind: 'changed'; item: CollectionRecord | null };

/** The change a request asks for, with what follows from it: a format belongs to "I have it". */
function fieldsOf(change: CollectionChange, current: CollectionRecord | undefined) {
  const { perfumeId: _id, ...fields } = change;
  const shelf = fields.shelf === undefined ? (current?.shelf ?? null) : fields.shelf;
  if (shelf !== 'have') {
    // Had, want and tried hold no bottle: a format or size said for them is dropped.
    if (fields.shelf !== undefined || fields.format !== undefined) fields.format = null;
    if (fields.shelf !== undefined || fields.sizeMl !== undefined) fields.sizeMl = null;
  }
  return fields as Partial<CollectionFields>;
}

const wearKey = (w: { perfumeId: number; wornOn: string; moment?: Moment | null; note?: string }) =>
  `${w.perfumeId}|${w.wornOn}|${w.moment ?? ''}|${w.note ?? ''}`;

export function createCollectionService(deps: CollectionServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const texts = answerCache(TEXTS_KEPT);
  const cardText = (index: CatalogIndex, id: number, lang: Language) =>
    texts.get(index, `c:${lang}:${id}`, () =>
      presentProfilePerfume(index, index.perfumeById.get(id)!, lang),
    );
  const nameOf = (index: CatalogIndex, id: number) => {
    const p = index.perfumeById.get(id)!;
    return { id, name: p.name, brand: index.brandById.get(p.brandId)?.name ?? '' };
  };

  return {
    /** The collection page's answer as JSON text (CollectionResponse). */
    async listJson(userId: string, lang: Language): Promise<string> {
      const index = deps.catalog.index;
      const [items, counts] = await Promise.all([
        deps.collection.list(userId),
        deps.collection.countWears(userId),
      ]);
      const worn = new Map(counts.map((c) => [c.perfumeId, c]));
      const parts: string[] = [];
      for (const item of items) {
        // An item whose perfume left the catalog stays stored and comes back if it returns.
        if (!index.perfumeById.has(item.perfumeId)) continue;
        const { addedAt: _added, ...state } = item;
        const w = worn.get(item.perfumeId);
        const extra = JSON.stringify({
          ...state,
          wears: w?.wears ?? 0,
          lastWornOn: w?.lastWornOn ?? null,
        });
        parts.push(`${extra.slice(0, -1)},"perfume":${cardText(index, item.perfumeId, lang)}}`);
      }
      return `{"items":[${parts.join(',')}]}`;
    },

    /** Changes the fields named, and only those (ADR 043: two tabs keep both their changes). */
    async change(userId: string, change: CollectionChange): Promise<ChangeOutcome> {
      if (!deps.catalog.index.perfumeById.has(change.perfumeId)) return { kind: 'unknown_perfume' };
      const current = await deps.collection.get(userId, change.perfumeId);
      const item = await deps.collection.change(
        userId,
        change.perfumeId,
        fieldsOf(change, current),
        now().toISOString(),
      );
      return { kind: 'changed', item: item ?? null };
    },

    /** Takes the perfume off its shelf and forgets its verdict; its wears stay in the diary. */
    async remove(userId: string, perfumeId: number): Promise<void> {
      await deps.collection.remove(userId, perfumeId);
    },

    async addWear(
      userId: string,
      wear: { perfumeId: number; wornOn: string; moment?: Moment | null; note?: string },
    ): Promise<WearRecord | 'unknown_perfume'> {
      if (!deps.catalog.index.perfumeById.has(wear.perfumeId)) return 'unknown_perfume';
      const record: WearRecord = {
        id: randomUUID(),
        perfumeId: wear.perfumeId,
        wornOn: wear.wornOn,
        moment: wear.moment ?? null,
        note: wear.note ?? '',
        createdAt: now().toISOString(),
      };
      await deps.collection.addWears(userId, [record]);
      return record;
    },

    removeWear: (userId: string, id: string) => deps.collection.removeWear(userId, id),

    /** A month of the diary (YYYY-MM) and the most worn perfumes of its year. */
    async diary(userId: string, month: string): Promise<WearDiaryResponse> {
      const index = deps.catalog.index;
      const year = month.slice(0, 4);
      const [wears, counts] = await Promise.all([
        deps.collection.listWears(userId, `${month}-01`, `${month}-31`),
        deps.collection.countWears(userId, `${year}-01-01`, `${year}-12-31`),
      ]);
      const known = (id: number) => index.perfumeById.has(id);
      return {
        month,
        wears: wears
          .filter((w) => known(w.perfumeId))
          .map(({ createdAt: _at, ...w }) => ({ ...w, perfume: nameOf(index, w.perfumeId) })),
        mostWorn: counts
          .filter((c) => known(c.perfumeId))
          // Most worn first; between equals, the one worn last.
          .sort((a, b) => b.wears - a.wears || b.lastWornOn.localeCompare(a.lastWornOn))
          .slice(0, MOST_WORN_SHOWN)
          .map((c) => ({ perfume: nameOf(index, c.perfumeId), wears: c.wears })),
      };
    },

    /**
     * Joins a browser's collection or an imported file to the account's: the account's fields are
     * kept, the empty ones filled, seasons and moments joined; a wear already in the diary (same
     * perfume, day, moment and note) is not written twice.
     */
    async merge(userId: string, body: MergeCollectionBody) {
      const index = deps.catalog.index;
      const current = new Map((await deps.collection.list(userId)).map((i) => [i.perfumeId, i]));
      let added = 0;
      let merged = 0;
      let unknown = 0;
      const incoming = new Map<number, CollectionFields>();
      for (const item of body.items ?? []) {
        if (!index.perfumeById.has(item.perfumeId)) {
          unknown += 1;
          continue;
        }
        const fields: CollectionFields = { ...emptyCollectionFields };
        for (const [k, v] of Object.entries(item)) {
          if (k !== 'perfumeId' && v !== undefined) Object.assign(fields, { [k]: v });
        }
        // A file may name one perfume twice: its lines merge as the account's would.
        const before = incoming.get(item.perfumeId);
        incoming.set(item.perfumeId, before ? mergeFields(before, fields) : fields);
      }
      const writes: (CollectionFields & { perfumeId: number })[] = [];
      for (const [perfumeId, fields] of incoming) {
        if (isEmptyItem(fields)) continue;
        const mine = current.get(perfumeId);
        if (mine) merged += 1;
        else added += 1;
        writes.push({ perfumeId, ...(mine ? mergeFields(mine, fields) : fields) });
      }
      await deps.collection.putAll(userId, writes, now());

      const seen = new Set((await deps.collection.listWears(userId)).map(wearKey));
      const start = now().getTime();
      const newWears: WearRecord[] = [];
      for (const wear of body.wears ?? []) {
        if (!index.perfumeById.has(wear.perfumeId) || seen.has(wearKey(wear))) continue;
        seen.add(wearKey(wear));
        newWears.push({
          id: randomUUID(),
          perfumeId: wear.perfumeId,
          wornOn: wear.wornOn,
          moment: wear.moment ?? null,
          note: wear.note ?? '',
          // A millisecond apart: the diary keeps the browser's order within a day.
          createdAt: new Date(start + newWears.length).toISOString(),
        });
      }
      await deps.collection.addWears(userId, newWears);
      return { added, merged, wearsAdded: newWears.length, unknown };
    },

    /** Each line of a CSV with its perfume or closest candidates; nothing is saved. */
    preview(csv: string): ImportPreviewResponse | 'too_many_lines' {
      const index = deps.catalog.index;
      const read = readCollectionCsv(csv);
      if (read.lines.length > MAX_IMPORT_ITEMS) return 'too_many_lines';
      const named = (p: { id: number }) => nameOf(index, p.id);
      return {
        ignoredColumns: read.ignoredColumns,
        lines: read.lines.map((line) => {
          const { match, candidates } = matchImportLine(index, line.name, line.house);
          return {
            line: line.line,
            name: line.name,
            house: line.house,
            fields: line.fields,
            match: match && named(match),
            candidates: candidates.map(named),
            unread: line.unread,
          };
        }),
      };
    },

    /** The collection and the diary, for the account's data export. */
    async exportData(userId: string) {
      const index = deps.catalog.index;
      const [items, wears] = await Promise.all([
        deps.collection.list(userId),
        deps.collection.listWears(userId),
      ]);
      const described = (id: number) => {
        const p = index.perfumeById.get(id);
        return {
          perfumeId: id,
          name: p?.name ?? null,
          brand: p ? (index.brandById.get(p.brandId)?.name ?? null) : null,
        };
      };
      return {
        collection: items.map((i) => ({ ...described(i.perfumeId), ...i, perfumeId: i.perfumeId })),
        wearDiary: wears.map((w) => ({ ...described(w.perfumeId), ...w })),
      };
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
