import { useEffect, useLayoutEffect } from 'react';
import { rotationFacing, type Vec3 } from './sphere-layout';
import { draw } from './sphere-drawing';
import { prefersReducedMotion, type Live } from './sphere-live';
import { stopTurn, update } from './sphere-motion';

/**
 * Hands the sphere's motion what React knows: the scene (new words or dots, painted and placed
 * before the browser shows them), the focused concept (its word turns to the front, at once under
 * reduced motion), whether it holds still or is paused, and the visitor's motion preference.
 */
export function useSphereMotion({
  live,
  wordPositions,
  dotPositions,
  conceptIds,
  focused,
  still,
  paused,
}: {
  live: Live;
  wordPositions: Vec3[];
  dotPositions: Vec3[];
  conceptIds: readonly number[];
  focused: number | null;
  still: boolean;
  paused: boolean;
}) {
  // New words or dots are painted and placed before the browser shows them.
  useLayoutEffect(() => {
    const state = live;
    // Nodes React removed left null refs behind.
    state.wordNodes.length = wordPositions.length;
    state.words = new Float64Array(wordPositions.flat());
    state.dots = new Float64Array(dotPositions.flat());
    state.wordOut = new Float64Array(wordPositions.length * 5);
    state.wordPlaced = new Float64Array(wordPositions.length * 5);
    state.painter?.setScene(state.words, state.dots);
    state.pointerOff = [];
    state.dirty = false;
    // The slow turn starts again from here, with the new scene.
    stopTurn(state);
    draw(state);
    update(state);
  }, [live, wordPositions, dotPositions]);

  // The word of the focused concept turns to the front.
  useEffect(() => {
    const state = live;
    if (focused === null) {
      state.target = null;
      return;
    }
    const index = conceptIds.indexOf(focused);
    if (index < 0) return;
    state.velocity = { yaw: 0, pitch: 0 };
    state.target = rotationFacing(wordPositions[index]!);
    if (state.reduced) {
      state.rotation = state.target;
      state.target = null;
      draw(state);
    }
  }, [live, focused, conceptIds, wordPositions]);

  useEffect(() => {
    const state = live;
    state.still = still;
    state.paused = paused;
    state.focusInside = focused !== null;
    update(state);
  }, [live, still, paused, focused]);

  useEffect(() => {
    const state = live;
    state.mounted = true;
    const media =
      typeof window.matchMedia === 'function'
        ? window.matchMedia('(prefers-reduced-motion: reduce)')
        : null;
    state.reduced = prefersReducedMotion();
    const onMotion = () => {
      state.reduced = prefersReducedMotion();
      update(state);
    };
    media?.addEventListener('change', onMotion);
    update(state);
    return () => {
      state.mounted = false;
      cancelAnimationFrame(state.frame);
      state.frame = 0;
      state.cancelSettle?.();
      state.cancelSettle = null;
      state.cancelAtlas?.();
      state.cancelAtlas = null;
      media?.removeEventListener('change', onMotion);
    };
  }, [live]);
}
