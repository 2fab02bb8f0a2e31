import type { SphereAtlas, SphereTheme } from './sphere-atlas';
import type { Rotation } from './sphere-layout';
import type { FromPainter, ToPainter } from './sphere-paint-messages';
import { runSlowTurn, SphereCanvas, type CanvasLayout } from './sphere-painter';

// Who paints the sphere's canvas: a worker where the browser can hand a canvas to one (the page's
// main thread then does nothing while the sphere turns by itself), the page itself otherwise.
// Both take the same orders; a drag's frames are sent one by one, the slow turn once.

export interface SpherePainter {
  setLayout(layout: CanvasLayout): void;
  setScene(words: Float64Array, dots: Float64Array): void;
  setLitDots(litDots: Uint8Array): void;
  setAtlas(atlas: SphereAtlas): void;
  setTheme(theme: SphereTheme): void;
  /** Paints once at `rotation`; the slow turn, if any, stops. */
  paint(rotation: Rotation): void;
  /** Turns slowly from `rotation`, as from `since` (`sharedNow`'s time). */
  turn(rotation: Rotation, since: number): void;
  dispose(): void;
}

/** Whether this browser can hand a canvas to a worker. */
function canPaintInWorker(canvas: HTMLCanvasElement): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof canvas.transferControlToOffscreen === 'function'
  );
}

function workerPainter(
  canvas: HTMLCanvasElement,
  radius: number,
  onPainted: () => void,
): SpherePainter {
  const worker = new Worker(new URL('./sphere-paint-worker.ts', import.meta.url), {
    type: 'module',
    name: 'sphere painter',
  });
  worker.onmessage = (event: MessageEvent<FromPainter>) => {
    if (event.data.kind === 'painted') onPainted();
  };
  const offscreen = canvas.transferControlToOffscreen();
  const send = (message: ToPainter, transfer: Transferable[] = []) =>
    worker.postMessage(message, transfer);
  send({ kind: 'canvas', canvas: offscreen, radius }, [offscreen]);
  return {
    setLayout: (layout) => send({ kind: 'layout', layout }),
    // Copies: the page keeps its own.
    setScene: (words, dots) => send({ kind: 'scene', words: words.slice(), dots: dots.slice() }),
    setLitDots: (litDots) => send({ kind: 'lit', litDots }),
    setAtlas: (atlas) =>
      send({ kind: 'atlas', atlas }, atlas.image instanceof ImageBitmap ? [atlas.image] : []),
    setTheme: (theme) => send({ kind: 'theme', theme }),
    paint: (rotation) => send({ kind: 'paint', rotation }),
    turn: (rotation, since) => send({ kind: 'turn', rotation, since }),
    dispose: () => worker.terminate(),
  };
}

function pagePainter(
  canvas: HTMLCanvasElement,
  radius: number,
  onPainted: () => void,
): SpherePainter | null {
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return null;
  const sphere = new SphereCanvas(context, onPainted);
  let stopTurn: (() => void) | null = null;
  const paintAt = (rotation: Rotation) => {
    sphere.paintAt(rotation, radius);
  };
  const schedule = (callback: () => void) => {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  };
  const stop = () => {
    stopTurn?.();
    stopTurn = null;
  };
  return {
    setLayout: (layout) => sphere.setLayout(layout),
    setScene: (words, dots) => sphere.setScene(words, dots),
    setLitDots: (litDots) => sphere.setLitDots(litDots),
    setAtlas: (atlas) => sphere.setAtlas(atlas),
    setTheme: (theme) => sphere.setTheme(theme),
    paint: (rotation) => {
      stop();
      paintAt(rotation);
    },
    turn: (rotation, since) => {
      stop();
      stopTurn = runSlowTurn(rotation, since, paintAt, schedule);
    },
    dispose: stop,
  };
}

/**
 * The painter of `canvas` (a sphere of `radius` units); `onPainted` runs once the words are on
 * it. Null when the canvas cannot be painted at all.
 */
export function createSpherePainter(
  canvas: HTMLCanvasElement,
  radius: number,
  onPainted: () => void,
): SpherePainter | null {
  if (canPaintInWorker(canvas)) {
    try {
      return workerPainter(canvas, radius, onPainted);
    } catch {
      // A worker refused (a policy, a browser's limit): the page paints.
    }
  }
  return pagePainter(canvas, radius, onPainted);
}
