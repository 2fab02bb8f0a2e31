import { describe, expect, it } from 'vitest';
import { familiesPaths } from '../../../common/api/families';
import { recommendationPaths } from '../../../common/api/recommendations';
import { FAMILIES_PATH } from './families';
import { SIMILAR_PERFUMES_PATH } from './similar-perfumes';

// The web client writes some API paths itself so that its chunks stay free of zod (the common
// modules that hold the path tables also build the schemas); they must match the server's.
describe('API paths of the web client', () => {
  it('match the common path tables', () => {
    expect(SIMILAR_PERFUMES_PATH).toBe(recommendationPaths.similarPerfumes);
    expect(FAMILIES_PATH).toBe(familiesPaths.list);
  });
});
