/// <reference lib="webworker" />
import type { FromPainter, ToPainter } from './sphere-paint-messages';
import { runSlowTurn, SphereCanvas } from './sphere-painter';

// The painting worker: the sphere's canvas, handed over by the page, is painted here, so that
// neither the slow turn's frames nor the copy of each one to the screen (a good part of a frame
// where the canvas is drawn without a GPU) take the page's main thread.

declare const self: DedicatedWorkerGlobalScope;

let sphere: SphereCanvas | null = null;
let radius = 0;
let stopTurn: (() => void) | null = null;

/** The worker's frames where it has them, a 60th of a second otherwise. */
function schedule(callback: () => void): () => void {
  if (typeof self.requestAnimationFrame === 'function') {
    const id = self.requestAnimationFrame(callback);
    return () => self.cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}

function paint(rotation: Parameters<SphereCanvas['paintAt']>[0]) {
  sphere?.paintAt(rotation, radius);
}

self.onmessage = (event: MessageEvent<ToPainter>) => {
  const message = event.data;
  if (message.kind === 'canvas') {
    const context = message.canvas.getContext('2d');
    if (context) {
      sphere = new SphereCanvas(context, () =>
        self.postMessage({ kind: 'painted' } satisfies FromPainter),
      );
    }
    radius = message.radius;
    return;
  }
  if (!sphere) return;
  switch (message.kind) {
    case 'layout':
      sphere.setLayout(message.layout);
      break;
    case 'scene':
      sphere.setScene(message.words, message.dots);
      break;
    case 'lit':
      sphere.setLitDots(message.litDots);
      break;
    case 'atlas':
      sphere.setAtlas(message.atlas);
      break;
    case 'theme':
      sphere.setTheme(message.theme);
      break;
    case 'paint':
      stopTurn?.();
      stopTurn = null;
      paint(message.rotation);
      break;
    case 'turn':
      stopTurn?.();
      stopTurn = runSlowTurn(message.rotation, message.since, paint, schedule);
      break;
  }
};
