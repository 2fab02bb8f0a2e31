import { describe, expect, it } from 'vitest';
import { precomputedFileNames } from '../../../common/api/concepts';
import { precomputedFiles } from './precomputed-file';

describe('precomputed files', () => {
  it('names the files the API serves', () => {
    expect(Object.values(precomputedFiles).sort()).toEqual([...precomputedFileNames].sort());
  });
});
