import { describe, expect, it } from 'vitest';
import { stageMask, stagesFromMask, unfolding } from './pyramid';

describe('stage masks', () => {
  it('keep every combination of stages, in the order a wearer meets them', () => {
    expect(stagesFromMask(stageMask(['top']))).toEqual(['top']);
    expect(stagesFromMask(stageMask(['base', 'heart']))).toEqual(['heart', 'base']);
    expect(stagesFromMask(stageMask(['top', 'heart', 'base']))).toEqual(['top', 'heart', 'base']);
  });
  it('read 0 as a note without a known place', () => {
    expect(stageMask([])).toBe(0);
    expect(stagesFromMask(0)).toEqual([]);
  });
});

describe('unfolding', () => {
  // N°5 as the catalog places it.
  const no5 = [
    { note: 'aldehydes', proportion: 20, stages: ['top'] as const },
    { note: 'may-rose', proportion: 16, stages: ['heart'] as const },
    { note: 'ylang-ylang', proportion: 12, stages: ['top', 'heart'] as const },
    { note: 'neroli', proportion: 6, stages: ['top'] as const },
    { note: 'sandalwood', proportion: 8, stages: ['base'] as const },
    { note: 'vanilla', proportion: 5, stages: ['base'] as const },
  ];

  it('gives the notes of each stage, largest share first', () => {
    expect(unfolding(no5)).toEqual([
      { stage: 'top', notes: ['aldehydes', 'ylang-ylang', 'neroli'] },
      { stage: 'heart', notes: ['may-rose', 'ylang-ylang'] },
      { stage: 'base', notes: ['sandalwood', 'vanilla'] },
    ]);
  });

  it('shows a note placed in two stages in both', () => {
    const steps = unfolding(no5)!;
    expect(steps.filter((s) => s.notes.includes('ylang-ylang')).map((s) => s.stage)).toEqual([
      'top',
      'heart',
    ]);
  });

  it('keeps a stage that lists no note, empty, rather than inventing one', () => {
    const steps = unfolding([
      { note: 'lemon', proportion: 60, stages: ['top'] },
      { note: 'lavender', proportion: 40, stages: ['top', 'heart'] },
    ])!;
    expect(steps.map((s) => s.notes.length)).toEqual([2, 1, 0]);
  });

  it('says nothing of time when a note has no known place', () => {
    expect(unfolding([...no5, { note: 'musk', proportion: 3, stages: [] }])).toBeNull();
    expect(unfolding([])).toBeNull();
  });
});
