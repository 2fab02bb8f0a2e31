import { useSyncExternalStore } from 'react';

// Spec section 2: "Mobile landscape (detected at 90 degrees) is replaced by a message asking to
// turn the device." A phone is a coarse-pointer device whose short side is under the desktop
// breakpoint; tablets (short side ≥ 768 px) are laid out as desktops and may stay in landscape.

const SHORT_SIDE_LIMIT = 768;

type OrientationWindow = Pick<Window, 'matchMedia' | 'innerWidth' | 'innerHeight'> & {
  screen?: { orientation?: { angle?: number } };
  orientation?: unknown;
};

function matches(win: OrientationWindow, query: string): boolean {
  try {
    return typeof win.matchMedia === 'function' && win.matchMedia(query).matches;
  } catch {
    return false;
  }
}

export function isMobileLandscape(win: OrientationWindow): boolean {
  if (!matches(win, '(pointer: coarse)')) return false;
  if (Math.min(win.innerWidth, win.innerHeight) >= SHORT_SIDE_LIMIT) return false;

  const angle = win.screen?.orientation?.angle;
  const legacy = win.orientation;
  const hasAngle = typeof angle === 'number';
  const hasLegacy = typeof legacy === 'number';
  if (hasAngle && (angle === 90 || angle === 270 || angle === -90)) return true;
  if (hasLegacy && Math.abs(legacy) === 90) return true;
  if (hasAngle || hasLegacy) return false;
  // Neither orientation API: fall back to the shape of the viewport.
  return matches(win, '(orientation: landscape) and (max-height: 500px)');
}

function subscribe(onChange: () => void): () => void {
  const orientation = window.screen?.orientation;
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  orientation?.addEventListener?.('change', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
    orientation?.removeEventListener?.('change', onChange);
  };
}

/** True while a phone is held in landscape; re-evaluated on rotation and resize. */
export function useMobileLandscape(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isMobileLandscape(window),
    () => false,
  );
}
