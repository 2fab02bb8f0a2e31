import { describe, expect, it, vi } from 'vitest';
import { fixtureIndex, fixturePerfume } from '../test-support/catalog-fixture';
import * as concepts from '../concepts/concepts-engine';
import { warmIndex } from './warm-index';

// The concept data is cached per index, so computing it in the warm-up is what spares the first
// request: the spies show the warm-up asked for it, for this very index.
vi.mock('../concepts/concepts-engine', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../concepts/concepts-engine')>();
  return {
    ...actual,
    conceptRelations: vi.fn(actual.conceptRelations),
    conceptRecos: vi.fn(actual.conceptRecos),
  };
});

describe('warmIndex', () => {
  it('computes the concept relations and each concept’s perfumes before the index is served', () => {
    const index = fixtureIndex([
      {
        id: 1,
        key: 'house',
        name: 'House',
        perfumes: [fixturePerfume({ id: 1001, name: 'Rosy' })],
      },
    ]);
    expect(warmIndex(index)).toBe(index);
    expect(concepts.conceptRelations).toHaveBeenCalledWith(index);
    expect(concepts.conceptRecos).toHaveBeenCalledWith(index);
  });
});
