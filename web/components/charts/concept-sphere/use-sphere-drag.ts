import type { PointerEvent, RefObject } from 'react';
import { dragRotation } from './sphere-layout';
import { CLICK_SLOP, HALF, RADIUS, type Live } from './sphere-live';
import { kick, update } from './sphere-motion';

/**
 * Dragging the sphere with a mouse or a finger, and picking a word: a press that moves less than
 * the click slop is a click on the word under the pointer; a drag turns the sphere and, let go
 * while moving (and motion is welcome), throws it. The pointer over the sphere holds its slow turn.
 */
export function useSphereDrag({
  live,
  rootRef,
  onPick,
  onLeave,
}: {
  live: Live;
  rootRef: RefObject<HTMLDivElement | null>;
  onPick: (conceptId: number) => void;
  /** The pointer left the sphere. */
  onLeave: () => void;
}) {
  const radiusInPixels = () => {
    const box = rootRef.current?.getBoundingClientRect();
    return box ? (box.width * RADIUS) / (2 * HALF) : RADIUS;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    live.velocity = { yaw: 0, pitch: 0 };
    live.target = null;
    live.drag = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      start: live.rotation,
      last: { x: event.clientX, y: event.clientY, t: event.timeStamp },
      moved: false,
    };
    // The slow turn stops; the words are placed where it left them.
    update(live);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = live.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    if (!drag.moved) {
      drag.moved = true;
      rootRef.current?.setPointerCapture?.(event.pointerId);
    }
    const radius = radiusInPixels();
    const next = dragRotation(drag.start, dx, dy, radius);
    const dt = Math.max(event.timeStamp - drag.last.t, 1);
    // The speed of the last move, kept for the inertia after release.
    live.velocity = {
      yaw: (next.yaw - live.rotation.yaw) / dt,
      pitch: (next.pitch - live.rotation.pitch) / dt,
    };
    drag.last = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    live.rotation = next;
    live.dirty = true;
    kick(live);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const drag = live.drag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    live.drag = null;
    // A pause before letting go means no throw.
    if (!drag.moved || live.reduced || event.timeStamp - drag.last.t > 80) {
      live.velocity = { yaw: 0, pitch: 0 };
    }
    update(live);
    if (drag.moved || cancelled) return;
    // The word under the pointer now that the words stand where they are painted and those at
    // the back ignore it.
    const under = document.elementFromPoint?.(event.clientX, event.clientY) ?? event.target;
    const word = (under as Element).closest?.('[data-concept]');
    const id = word ? Number(word.getAttribute('data-concept')) : NaN;
    if (Number.isFinite(id)) onPick(id);
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => endDrag(event, false),
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => endDrag(event, true),
    onPointerEnter: () => {
      live.pointerInside = true;
      update(live);
    },
    onPointerLeave: () => {
      live.pointerInside = false;
      onLeave();
      update(live);
    },
  };
}
