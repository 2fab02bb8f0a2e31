import { describe, expect, it } from 'vitest';
import {
  layoutTimeline,
  stageSpans,
  THICKEST_PX,
  THINNEST_PX,
  type TimelineNote,
} from './timeline-layout';

const note = (
  id: number,
  name: string,
  percent: number,
  stages: TimelineNote['stages'],
): TimelineNote => ({ id, name, color: '#C8782E', percent, stages });

// N°5 as the catalog places it.
const no5 = [
  note(1, 'Aldehydes', 20, ['top']),
  note(2, 'May rose', 16, ['heart']),
  note(3, 'Jasmine', 16, ['heart']),
  note(4, 'Ylang-ylang', 12, ['top', 'heart']),
  note(5, 'Iris', 10, ['heart']),
  note(6, 'Sandalwood', 8, ['base']),
  note(7, 'Vetiver', 7, ['base']),
  note(8, 'Neroli', 6, ['top']),
  note(9, 'Vanilla', 5, ['base']),
];

describe('stageSpans', () => {
  it('joins neighbouring stages into one band and keeps a skipped heart apart', () => {
    expect(stageSpans(['top'])).toEqual([{ start: 0, end: 1 }]);
    expect(stageSpans(['heart', 'base'])).toEqual([{ start: 1, end: 3 }]);
    expect(stageSpans(['top', 'heart', 'base'])).toEqual([{ start: 0, end: 3 }]);
    expect(stageSpans(['base', 'top'])).toEqual([
      { start: 0, end: 1 },
      { start: 2, end: 3 },
    ]);
  });
});

describe('layoutTimeline', () => {
  it('orders the notes as they appear and go: the opening first, the longest-lived last', () => {
    const rows = layoutTimeline(no5, 340);
    expect(rows.map((row) => row.name)).toEqual([
      'Aldehydes',
      'Neroli',
      'Ylang-ylang',
      'Jasmine',
      'May rose',
      'Iris',
      'Sandalwood',
      'Vetiver',
      'Vanilla',
    ]);
    // What fades and what stays.
    expect(rows.filter((row) => !row.fades).map((row) => row.name)).toEqual([
      'Sandalwood',
      'Vetiver',
      'Vanilla',
    ]);
    expect(rows.find((row) => row.name === 'Ylang-ylang')!.spans).toEqual([{ start: 0, end: 2 }]);
  });

  it('draws a larger share as a thicker band, between the thinnest and the thickest', () => {
    const rows = layoutTimeline(no5, 340);
    const thickness = (name: string) => rows.find((row) => row.name === name)!.thickness;
    expect(thickness('Aldehydes')).toBe(THICKEST_PX);
    expect(thickness('Vanilla')).toBeGreaterThanOrEqual(THINNEST_PX);
    expect(thickness('Vanilla')).toBeLessThan(thickness('Iris'));
  });

  it('writes a name in the small type only where a word of it is wider than its band', () => {
    // A phone: 110 pixels a column.
    const phone = layoutTimeline(no5, 342);
    expect(phone.find((row) => row.name === 'May rose')!.nameSize).toBe('regular');
    // A narrow chart: "Sandalwood" no longer fits a column in the regular type.
    const narrow = layoutTimeline(no5, 260);
    expect(narrow.find((row) => row.name === 'Sandalwood')!.nameSize).toBe('small');
    expect(narrow.find((row) => row.name === 'Iris')!.nameSize).toBe('regular');
  });

  it('leaves out a note without a stage', () => {
    expect(layoutTimeline([note(1, 'Musk', 10, [])], 340)).toEqual([]);
  });
});
