// How wide a chart's label is, for the layouts that decide where a name fits (the quad's tiles,
// the timeline's bands). Both write their names in the same type: semi-bold, the page's text face.

/** The width in pixels of `text` in a chart label's type at `size` pixels. */
export type MeasureText = (text: string, size: number) => number;

/** Inter semi-bold averages about 0.66 em a character: the estimate where nothing can measure. */
const CHAR_EM = 0.66;

export const estimateWidth: MeasureText = (text, size) => text.length * CHAR_EM * size;

let measureInPage: MeasureText | null = null;

/**
 * Measures a label on a canvas in the page's text face, semi-bold, with two pixels to spare for a
 * face still loading; the estimate where there is no canvas (tests, old engines). One canvas and
 * one cache for every chart of the page: a name is measured once at each size.
 */
export function labelTextMeasure(): MeasureText {
  if (measureInPage) return measureInPage;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return estimateWidth;
  const canvas = context;
  const face =
    getComputedStyle(document.documentElement).getPropertyValue('--font-body').trim() ||
    'sans-serif';
  const widths = new Map<string, number>();
  measureInPage = (text, size) => {
    const key = `${size} ${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      canvas.font = `600 ${size}px ${face}`;
      width = canvas.measureText(text).width + 2;
      widths.set(key, width);
    }
    return width;
  };
  return measureInPage;
}
