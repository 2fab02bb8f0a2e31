import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { atlasPixelsPerUnit, estimatedBoxes, type WordLook } from './sphere-atlas';
import { paint, painterOf, readTheme, rebuildAtlas, releasePainter } from './sphere-drawing';
import { CANVAS_MARGIN, HALF, type Live } from './sphere-live';
import type { SphereWord } from './use-laid-out-words';

/**
 * The sphere's canvas and its painter: sized to the drawing, the words drawn into the atlas (again
 * when their looks, the drawing's size or the web font change), the lit dots painted as they
 * change. `looks` are compared by value (`looksKey`): a render that changes nothing the words show
 * keeps the atlas.
 */
export function useSphereCanvas({
  live,
  rootRef,
  canvasRef,
  wordLayerRef,
  shownWords,
  looks,
  litDots,
}: {
  live: Live;
  rootRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  wordLayerRef: RefObject<HTMLDivElement | null>;
  shownWords: readonly SphereWord[];
  looks: WordLook[];
  litDots: Uint8Array;
}) {
  const looksKey = looks.join(' ');
  // The canvas and the words' layer follow the drawing's size (as the SVG fits its view box: the
  // smaller side, centred). The observer's first report comes after the first layout and before
  // the first paint, so nothing here makes the browser lay the page out sooner.
  useLayoutEffect(() => {
    const root = rootRef.current;
    const canvas = canvasRef.current;
    const layer = wordLayerRef.current;
    if (!root || !canvas || !layer) return;
    const state = live;
    state.theme = readTheme(root);
    // Once the canvas shows the words, the HTML words only take the pointer. (Set here rather
    // than rendered: a render for it would render the 100 words again.)
    state.painter = painterOf(canvas, () => root.classList.add('is-painted'));
    state.painter?.setTheme(state.theme);
    state.painter?.setScene(state.words, state.dots);
    state.painter?.setLitDots(state.litDots);
    const fit = (width: number, height: number) => {
      if (width === 0 || height === 0) return;
      const cssPerUnit = Math.min(width, height) / (2 * HALF);
      layer.style.transform = `scale(${cssPerUnit})`;
      const ratio = window.devicePixelRatio || 1;
      const canvasWidth = Math.round(width * (1 + 2 * CANVAS_MARGIN) * ratio);
      const canvasHeight = Math.round(height * (1 + 2 * CANVAS_MARGIN) * ratio);
      const pixelsPerUnit = cssPerUnit * ratio;
      state.painter?.setLayout({
        width: canvasWidth,
        height: canvasHeight,
        pixelsPerUnit,
        centreX: canvasWidth / 2,
        centreY: canvasHeight / 2,
        labelHalf: HALF,
      });
      const atlasScale = atlasPixelsPerUnit(pixelsPerUnit);
      if (atlasScale !== state.atlasScale) {
        state.atlasScale = atlasScale;
        rebuildAtlas(state);
      }
      // A resized canvas is blank: painted again now, or by the slow turn's next frame.
      if (!state.turn) paint(state);
    };
    if (typeof ResizeObserver !== 'function') {
      const box = root.getBoundingClientRect();
      fit(box.width, box.height);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) fit(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(root);
    return () => {
      observer.disconnect();
      releasePainter(canvas);
    };
  }, [live, rootRef, canvasRef, wordLayerRef]);

  // The words drawn once into the atlas, again when their looks or the drawing's size change, and
  // when the web font arrives (they are first drawn in the fallback face, as the page's text is).
  useLayoutEffect(() => {
    const state = live;
    state.labels = shownWords.map((word) => word.label);
    state.looks = looks;
    if (!state.atlasDrawn) state.boxes = estimatedBoxes(state.labels, looks);
    rebuildAtlas(state);
    // `looksKey` stands for `looks`, by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownWords, looksKey]);

  useEffect(() => {
    const state = live;
    const fonts = typeof document.fonts === 'object' ? document.fonts : null;
    const rebuild = () => rebuildAtlas(state);
    fonts?.addEventListener('loadingdone', rebuild);
    return () => fonts?.removeEventListener('loadingdone', rebuild);
  }, [live]);

  useLayoutEffect(() => {
    const state = live;
    state.litDots = litDots;
    state.painter?.setLitDots(litDots);
    if (!state.turn) paint(state);
  }, [live, litDots]);
}
