import { describe, expect, it } from 'vitest';
import { emptyCollectionFields } from '../../../common/domain/collection';
import { readCollectionCsv, writeCollectionCsv } from '../../../common/domain/collection-csv';
import { ani, shalimar, summary, tresor } from '../../test/catalog-fixtures';
import {
  csvItems,
  familyCounts,
  seasonGaps,
  shownEntries,
  type CollectionFilters,
  type ShownEntry,
} from './collection-model';
import { localDiary, monthWeeks } from './diary-model';

const entry = (p: typeof shalimar, over: Partial<ShownEntry>): ShownEntry => ({
  ...emptyCollectionFields,
  perfumeId: p.id,
  wears: 0,
  lastWornOn: null,
  perfume: summary(p),
  ...over,
});

const all: CollectionFilters = { tab: 'all', sort: 'added', familyId: null, minRating: null };

describe('the collection page’s model', () => {
  const entries = [
    entry(shalimar, { shelf: 'have', rating: 5, seasons: ['winter'], lastWornOn: '2026-11-02' }),
    entry(ani, { shelf: 'want', rating: 3, lastWornOn: '2026-11-20' }),
  ];

  it('shows a shelf, filtered by family and rating, sorted as asked', () => {
    expect(shownEntries(entries, { ...all, tab: 'have' }).map((e) => e.perfume.name)).toEqual([
      'Shalimar',
    ]);
    expect(shownEntries(entries, { ...all, minRating: 4 }).map((e) => e.perfume.name)).toEqual([
      'Shalimar',
    ]);
    expect(
      shownEntries([...entries, entry(tresor, { shelf: 'tried' })], {
        ...all,
        familyId: tresor.family.id,
      }).map((e) => e.perfume.name),
    ).toEqual(['Trésor']);
    expect(shownEntries(entries, { ...all, sort: 'lastWorn' }).map((e) => e.perfume.name)).toEqual([
      'Ani',
      'Shalimar',
    ]);
    expect(shownEntries(entries, { ...all, sort: 'rating' }).map((e) => e.perfume.name)).toEqual([
      'Shalimar',
      'Ani',
    ]);
  });

  it('counts families and names the seasons nothing owned is worn in', () => {
    expect(familyCounts(entries).reduce((n, f) => n + f.count, 0)).toBe(2);
    expect(seasonGaps(entries)).toEqual(['spring', 'summer', 'autumn']);
    expect(seasonGaps([entries[1]!])).toEqual([]);
  });

  it('writes a CSV that reads back as the same collection', () => {
    const text = writeCollectionCsv(
      csvItems([
        entry(shalimar, {
          shelf: 'have',
          format: 'bottle',
          sizeMl: 50,
          rating: 5,
          note: 'Smoke, "vanilla", and more',
          seasons: ['autumn', 'winter'],
        }),
      ]),
    );
    const [line] = readCollectionCsv(text).lines;
    expect(line).toMatchObject({ name: 'Shalimar', house: shalimar.brand.name, unread: [] });
    expect(line!.fields).toEqual({
      ...emptyCollectionFields,
      shelf: 'have',
      format: 'bottle',
      sizeMl: 50,
      rating: 5,
      note: 'Smoke, "vanilla", and more',
      seasons: ['autumn', 'winter'],
    });
  });

  it('lays a month out from Monday, and reads the browser’s diary', () => {
    // November 2026 starts on a Sunday.
    expect(monthWeeks('2026-11')[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(monthWeeks('2026-11').flat().filter(Boolean)).toHaveLength(30);
    const names = new Map([[shalimar.id, { name: 'Shalimar', brand: 'Guerlain' }]]);
    const diary = localDiary(
      [
        { id: 'a', perfumeId: shalimar.id, wornOn: '2026-11-03', moment: null, note: '' },
        { id: 'b', perfumeId: shalimar.id, wornOn: '2026-10-03', moment: null, note: '' },
      ],
      '2026-11',
      names,
    );
    expect(diary.wears.map((w) => w.wornOn)).toEqual(['2026-11-03']);
    expect(diary.mostWorn).toEqual([
      { perfume: { id: shalimar.id, name: 'Shalimar', brand: 'Guerlain' }, wears: 2 },
    ]);
  });
});
