import { clampPitch, decay, shortestAngle } from './sphere-layout';
import { sharedNow, turnedRotation } from './sphere-painter';
import { whenSettled } from './page-settled';
import { draw, paint } from './sphere-drawing';
import type { Live } from './sphere-live';

// What moves the sphere, outside React's renders: the slow turn (run by the painter), and frame
// by frame a drag, a throw's inertia or a turn to a focused word.

/** The slow turn stops; the rotation is where it had brought the sphere. */
export function stopTurn(live: Live) {
  if (!live.turn) return;
  live.rotation = turnedRotation(live.turn.from, live.turn.since, sharedNow());
  live.turn = null;
  live.wordsPlaced = false;
}

/** Whether the sphere turns slowly on its own now. */
function turning(live: Live): boolean {
  return (
    !live.paused &&
    !live.still &&
    !live.reduced &&
    !live.pointerInside &&
    !live.focusInside &&
    live.drag === null
  );
}

export function kick(live: Live) {
  if (live.frame === 0 && live.mounted)
    live.frame = requestAnimationFrame((now) => tick(live, now));
}

/**
 * Chooses what moves the sphere after any change: frames for a drag, a throw, a turn to a focused
 * word or the slow turn (once the page has settled); nothing when it holds still, the words then
 * placed where the sphere stopped.
 */
export function update(live: Live) {
  if (!live.mounted) return;
  if (live.paused) {
    cancelAnimationFrame(live.frame);
    live.frame = 0;
    live.last = 0;
    if (live.turn) {
      stopTurn(live);
      paint(live);
    }
    return;
  }
  const thrown = live.drag === null && (live.velocity.yaw !== 0 || live.velocity.pitch !== 0);
  if (live.target !== null || thrown || live.drag?.moved) {
    stopTurn(live);
    if (live.target !== null || thrown) kick(live);
    return;
  }
  if (turning(live)) {
    if (live.settled) {
      if (!live.turn && live.painter) {
        live.turn = { from: live.rotation, since: sharedNow() };
        live.wordsPlaced = false;
        live.painter.turn(live.turn.from, live.turn.since);
      }
    } else {
      live.cancelSettle ??= whenSettled(() => {
        live.settled = true;
        live.cancelSettle = null;
        update(live);
      });
    }
    return;
  }
  // At rest: painted where the slow turn had brought it, the words placed there.
  stopTurn(live);
  if (!live.wordsPlaced) draw(live);
}

/** One frame of a drag, a throw or a turn to a focused word. */
function tick(live: Live, now: number) {
  live.frame = 0;
  // A long gap (a background tab) must not turn the sphere by a big jump.
  const dt = live.last === 0 ? 16 : Math.min(Math.max(now - live.last, 0), 64);
  live.last = now;
  if (live.paused) {
    live.last = 0;
    return;
  }
  const r = live.rotation;
  let moving = false;
  if (live.drag) {
    // The pointer handlers move the sphere.
  } else if (live.target) {
    const ease = 1 - Math.pow(0.5, dt / 110);
    const dyaw = shortestAngle(r.yaw, live.target.yaw);
    const dpitch = live.target.pitch - r.pitch;
    live.rotation = { yaw: r.yaw + dyaw * ease, pitch: r.pitch + dpitch * ease };
    if (Math.abs(dyaw) < 1e-3 && Math.abs(dpitch) < 1e-3) live.target = null;
    live.dirty = true;
    moving = live.target !== null;
  } else if (live.velocity.yaw !== 0 || live.velocity.pitch !== 0) {
    live.rotation = {
      yaw: r.yaw + live.velocity.yaw * dt,
      pitch: clampPitch(r.pitch + live.velocity.pitch * dt),
    };
    live.velocity = {
      yaw: decay(live.velocity.yaw, dt),
      pitch: decay(live.velocity.pitch, dt),
    };
    live.dirty = true;
    moving = live.velocity.yaw !== 0 || live.velocity.pitch !== 0;
  }
  if (live.dirty) {
    live.dirty = false;
    // Only the canvas: the words are placed when the sphere comes to rest (moving 100 elements a
    // frame would make the browser restyle them every frame), and take the pointer from then on.
    paint(live);
    live.wordsPlaced = false;
  }
  if (moving) {
    kick(live);
  } else {
    live.last = 0;
    update(live);
  }
}
