import type { PyramidStage } from '../../../../common/domain/catalog-schema';
import { stageOrder } from '../../../../common/domain/pyramid';
import { estimateWidth, type MeasureText } from '../text-measure';

// A perfume's life on a time axis: three columns, the first minutes, the first hours and the
// drydown, and one band per note across the stages the catalog places it in. The bands that end
// early are the notes that fade; those that reach the drydown stay. The eye reads it top-down:
// notes that open the perfume first, then the heart, then the base, the largest share first in
// each. No decay curve is drawn beyond the catalog's stages (ADR 031): a band covers exactly the
// stages of its note.

export interface TimelineNote {
  id: number;
  name: string;
  color: string;
  /** The note's share of the whole perfume, in percent. */
  percent: number;
  stages: readonly PyramidStage[];
}

/** A run of neighbouring stages: columns `start` (0 to 2) up to, not including, `end`. */
export interface StageSpan {
  start: number;
  end: number;
}

export interface TimelineRow extends TimelineNote {
  /** The bands of the note, left to right (two when it skips the heart). */
  spans: StageSpan[];
  /** The band's thickness in pixels, from the note's share. */
  thickness: number;
  /** The note is gone before the drydown: its band fades out at its end. */
  fades: boolean;
  /**
   * The name's type on its first band: regular, or small where one of its words is wider than
   * the band in the regular type (a name wraps between its words, never inside one).
   */
  nameSize: 'regular' | 'small';
}

export const NAME_SIZE_PX = 13;
export const SMALL_NAME_SIZE_PX = 11;
/** Room around a name: the band's padding on both sides, its fading end's on the right. */
const NAME_PADDING_PX = 28;
const FADING_END_PX = 14;
/** The thinnest band still holds its name; the thickest stays a band, not a block. */
export const THINNEST_PX = 26;
export const THICKEST_PX = 40;
/** The space between two columns, as the stage buttons above them (0.375rem). */
export const COLUMN_GAP_PX = 6;

/** The runs of neighbouring stages a note is in. */
export function stageSpans(stages: readonly PyramidStage[]): StageSpan[] {
  const spans: StageSpan[] = [];
  stageOrder.forEach((stage, column) => {
    if (!stages.includes(stage)) return;
    const last = spans.at(-1);
    if (last && last.end === column) last.end = column + 1;
    else spans.push({ start: column, end: column + 1 });
  });
  return spans;
}

/**
 * The rows of the timeline for a chart `widthPx` wide: notes in the order they appear (first
 * stage, then the shorter-lived first, then the larger share), each with its bands, their
 * thickness (the square root of the share against the largest: areas, as on the quad, would make
 * small notes hairlines) and where its name goes so that it is read whole.
 */
export function layoutTimeline(
  notes: readonly TimelineNote[],
  widthPx: number,
  measure: MeasureText = estimateWidth,
): TimelineRow[] {
  const largest = Math.max(0, ...notes.map((note) => note.percent));
  const column = (widthPx - 2 * COLUMN_GAP_PX) / 3;
  const width = (span: StageSpan) =>
    span.end > span.start
      ? (span.end - span.start) * column + (span.end - span.start - 1) * COLUMN_GAP_PX
      : 0;
  return notes
    .map((note) => ({ note, spans: stageSpans(note.stages) }))
    .filter(({ spans }) => spans.length > 0)
    .sort(
      (a, b) =>
        a.spans[0]!.start - b.spans[0]!.start ||
        a.spans.at(-1)!.end - b.spans.at(-1)!.end ||
        b.note.percent - a.note.percent ||
        (a.note.name < b.note.name ? -1 : a.note.name > b.note.name ? 1 : 0),
    )
    .map(({ note, spans }) => {
      const first = spans[0]!;
      const fades = spans.at(-1)!.end < 3;
      // The first band holds the name; a band that fades keeps it off its faded end.
      const room =
        width(first) - NAME_PADDING_PX - (fades && spans.length === 1 ? FADING_END_PX : 0);
      const longest = Math.max(
        ...note.name.split(/\s+/).map((word) => measure(word, NAME_SIZE_PX)),
      );
      const share = largest > 0 ? Math.sqrt(note.percent / largest) : 1;
      return {
        ...note,
        spans,
        thickness: Math.round(THINNEST_PX + (THICKEST_PX - THINNEST_PX) * share),
        fades,
        nameSize: longest <= room ? ('regular' as const) : ('small' as const),
      };
    });
}
