import { describe, expect, it } from 'vitest';
import type { ConceptRecoEntry } from '../../../common/api/concepts';
import { conceptNeighbours, sphereWordIds, spherePerfumes } from './concept-data';

const concept = (id: number, category: string, visible = true) => ({
  id,
  visible,
  categories: [{ name: category }],
});

describe('sphereWordIds', () => {
  const concepts = Array.from({ length: 120 }, (_, i) =>
    concept(i + 1, i % 2 ? 'mood' : 'season', i + 1 !== 84),
  );

  it('shows 100 visible concepts, the selected ones first', () => {
    const words = sphereWordIds(concepts, [], null);
    expect(words).toHaveLength(100);
    expect(new Set(words).size).toBe(100);
    expect(words).not.toContain(84);
    // A concept that is not shown by default is drawn once selected.
    const selected = sphereWordIds(concepts, [84, 119], null);
    expect(selected.slice(0, 2)).toEqual([84, 119]);
    expect(new Set(selected).size).toBe(100);
  });

  it('pads a category with copies to 100 words', () => {
    const words = sphereWordIds(concepts, [], 'mood');
    expect(words).toHaveLength(100);
    // 60 moods, but 84 is not shown by default.
    expect(new Set(words).size).toBe(59);
    expect(words.slice(59, 61)).toEqual(words.slice(0, 2));
  });

  it('has nothing to show without concepts', () => {
    expect(sphereWordIds([], [], null)).toEqual([]);
  });
});

describe('conceptNeighbours', () => {
  it('keeps those under distance 1, nearest first, at most 100', () => {
    const row: Record<string, number> = {};
    for (let i = 2; i <= 150; i++) row[i] = i <= 40 ? i / 100 : 1;
    const near = conceptNeighbours(1, { 1: row });
    expect(near).toHaveLength(39);
    expect(near[0]).toBe(2);
    const many: Record<string, number> = {};
    for (let i = 2; i <= 150; i++) many[i] = 0.5;
    expect(conceptNeighbours(1, { 1: many })).toHaveLength(100);
  });

  it('shows the 10 nearest when fewer than 10 share anything', () => {
    const row: Record<string, number> = { 2: 0.3 };
    for (let i = 3; i <= 30; i++) row[i] = 1;
    const near = conceptNeighbours(1, { 1: row });
    expect(near).toHaveLength(10);
    expect(near[0]).toBe(2);
  });
});

describe('spherePerfumes', () => {
  const list = (from: number, n: number): ConceptRecoEntry[] =>
    Array.from({ length: n }, (_, i) => ({
      id: from + i,
      familyId: 1,
      secondaryFamilyId: 2,
      recoValue: 0.9 - i * 0.001,
    }));

  it('takes each concept’s best in turn, at most 200, each once', () => {
    const recos = { 1: list(1, 200), 2: list(101, 200), 3: list(1000, 5) };
    const dots = spherePerfumes([1, 2, 3, 1], recos);
    expect(dots).toHaveLength(200);
    expect(dots.slice(0, 3).map((d) => d.id)).toEqual([1, 101, 1000]);
    expect(new Set(dots.map((d) => d.id)).size).toBe(200);
    // A perfume two concepts list is weighted by both.
    const shared = dots.find((d) => d.id === 150)!;
    expect(shared.weights.map((w) => w.conceptId).sort()).toEqual([1, 2]);
  });
});
