// When the page has settled: loaded, then idle once. The sphere starts its slow turn then, so that
// nothing it draws competes with the page's first paint or its own loading.

/** Runs `callback` when the main thread is idle (at the latest after `timeout` ms). */
export function whenIdle(callback: () => void, timeout = 500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}

/**
 * Runs `callback` once the page has loaded and then had an idle moment, so that nothing it starts
 * competes with the first paint or the page's own loading.
 */
export function whenSettled(callback: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const idle = () => {
    cancelIdle = whenIdle(callback, 2000);
  };
  if (document.readyState === 'complete') {
    idle();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancelIdle?.();
  };
}
