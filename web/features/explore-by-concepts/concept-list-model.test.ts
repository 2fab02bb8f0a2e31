import { describe, expect, it } from 'vitest';
import type { Concept } from '../../../common/api/concepts';
import { conceptCategories, conceptGroups, matchingConcepts } from './concept-list-model';

const concept = (id: number, label: string, categories: [string, string][]): Concept =>
  ({
    id,
    name: label.toLowerCase(),
    label,
    visible: true,
    categories: categories.map(([name, label]) => ({ name, label })),
  }) as Concept;

const concepts = [
  concept(1, 'Zeste', [['mood', 'Humeur']]),
  concept(2, 'Éclat', [
    ['mood', 'Humeur'],
    ['light', 'Lumière'],
  ]),
  concept(3, 'Ambre', [['light', 'Lumière']]),
];

describe('the list of concepts', () => {
  it('matches the search whatever its accents and case, and nothing without a search', () => {
    expect(matchingConcepts(concepts, '  ')).toBeNull();
    expect([...matchingConcepts(concepts, 'ECLAT')!]).toEqual([2]);
  });

  it('lists a concept under each of its categories, sorted in the language', () => {
    const groups = conceptGroups(concepts, { matching: null, category: null, lang: 'fr' });
    expect(groups.map((g) => [g.label, g.concepts.map((c) => c.label)])).toEqual([
      ['Humeur', ['Éclat', 'Zeste']],
      ['Lumière', ['Ambre', 'Éclat']],
    ]);
  });

  it('keeps only the chosen category and the concepts the search matches', () => {
    const matching = matchingConcepts(concepts, 'a');
    const groups = conceptGroups(concepts, { matching, category: 'light', lang: 'fr' });
    expect(groups.map((g) => [g.name, g.concepts.map((c) => c.id)])).toEqual([['light', [3, 2]]]);
  });

  it('offers each category once, sorted by its label', () => {
    expect(conceptCategories(concepts, 'fr')).toEqual([
      ['mood', 'Humeur'],
      ['light', 'Lumière'],
    ]);
  });
});
