// The geometry of the concept sphere: where each word and each perfume dot sits on a unit sphere,
// how the sphere turns, and how a turned point is drawn on a flat screen (a perspective projection
// whose depth scales size and opacity). Pure functions over plain numbers: the component calls
// them once per layout, and `projectInto` once per frame into a preallocated array.

export type Vec3 = readonly [number, number, number];

/** A distance between two concepts, 0 (same associations) to 1 (nothing in common). */
export type DistanceTable = Readonly<Record<string, Readonly<Record<string, number>>>>;

export interface Rotation {
  /** Around the vertical axis, radians. */
  yaw: number;
  /** Around the horizontal axis, radians; kept within ±MAX_PITCH. */
  pitch: number;
}

/** Tilting further would turn the words upside down at the poles. */
export const MAX_PITCH = 1.2;
/** The camera's distance from the centre, in sphere radii: a mild perspective. */
export const PERSPECTIVE = 3;
/** The rotation with no selection: about one turn a minute, slow enough to read the words. */
export const AUTO_ROTATE_RADIANS_PER_MS = 0.0001;
/** A drag of one pixel turns the sphere by this many radians per pixel of radius. */
export const DRAG_RADIANS_PER_RADIUS = 1.6;
/** After a drag the sphere keeps turning, halving its speed every 300 ms. */
export const INERTIA_HALF_LIFE_MS = 300;
/** Below this speed (radians per ms) the inertia stops. */
export const INERTIA_MIN_SPEED = 0.00002;

function normalize([x, y, z]: Vec3): Vec3 {
  const length = Math.hypot(x, y, z) || 1;
  return [x / length, y / length, z / length];
}

/** n points spread evenly over the unit sphere (a Fibonacci lattice), deterministic. */
export function fibonacciSphere(n: number): Vec3[] {
  const points: Vec3[] = [];
  const golden = Math.PI * (3 - Math.sqrt(5));
  for (let i = 0; i < n; i++) {
    const y = n === 1 ? 0 : 1 - (2 * (i + 0.5)) / n;
    const r = Math.sqrt(1 - y * y);
    const a = golden * i;
    points.push([Math.cos(a) * r, y, Math.sin(a) * r]);
  }
  return points;
}

/** The distance between two concepts; copies of one concept count as unrelated, so they spread. */
export function conceptDistance(distances: DistanceTable, a: number, b: number): number {
  if (a === b) return 1;
  return distances[String(a)]?.[String(b)] ?? distances[String(b)]?.[String(a)] ?? 1;
}

/**
 * Positions of the words (one concept id per word, copies allowed) on the unit sphere, so that
 * related concepts sit near each other and no two words crowd: starting from an even lattice, a
 * few dozen steps pull each pair together by how much they share (1 − distance) and push every
 * pair apart as they get close. Deterministic: the same words give the same sphere.
 */
export function layOutWords(
  conceptIds: readonly number[],
  distances: DistanceTable,
  iterations = 60,
): Vec3[] {
  const steps = layOutWordsInSteps(conceptIds, distances, iterations);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `layOutWords`, pausing after each of its iterations (a fraction of a millisecond each, warm), so
 * that a page can lay the words out between other work: in one go it was the screen's longest
 * piece of script as it first rendered.
 */
export function* layOutWordsInSteps(
  conceptIds: readonly number[],
  distances: DistanceTable,
  iterations = 60,
): Generator<void, Vec3[], void> {
  const n = conceptIds.length;
  const start = fibonacciSphere(n);
  const pos = new Float64Array(n * 3);
  start.forEach((p, i) => pos.set(p, i * 3));
  // The steps read each pair once (i < j). The table's rows and keys are looked up once per word
  // rather than once per pair: this runs as the screen first renders, before the code is warm.
  const keys = conceptIds.map(String);
  const rows = keys.map((key) => distances[key]);
  const affinity = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      // As conceptDistance: copies of one concept are unrelated, the table is read either way.
      const distance =
        conceptIds[i] === conceptIds[j] ? 1 : (rows[i]?.[keys[j]!] ?? rows[j]?.[keys[i]!] ?? 1);
      affinity[i * n + j] = 1 - distance;
    }
  }
  const force = new Float64Array(n * 3);
  // Repulsion is scaled to the lattice spacing, so the result does not depend on n.
  const spacing2 = 4 / Math.max(n, 1);
  const attraction = 0.02;
  for (let step = 0; step < iterations; step++) {
    force.fill(0);
    const cooling = 1 - step / iterations;
    for (let i = 0; i < n; i++) {
      const xi = pos[i * 3]!;
      const yi = pos[i * 3 + 1]!;
      const zi = pos[i * 3 + 2]!;
      for (let j = i + 1; j < n; j++) {
        const dx = xi - pos[j * 3]!;
        const dy = yi - pos[j * 3 + 1]!;
        const dz = zi - pos[j * 3 + 2]!;
        const d2 = dx * dx + dy * dy + dz * dz + 1e-9;
        // Pushed apart below a few lattice spacings, pulled together by shared associations.
        const push = (0.05 * spacing2) / (d2 * d2);
        const pull = attraction * affinity[i * n + j]!;
        const f = push - pull;
        force[i * 3]! += f * dx;
        force[i * 3 + 1]! += f * dy;
        force[i * 3 + 2]! += f * dz;
        force[j * 3]! -= f * dx;
        force[j * 3 + 1]! -= f * dy;
        force[j * 3 + 2]! -= f * dz;
      }
    }
    for (let i = 0; i < n; i++) {
      let fx = force[i * 3]!;
      let fy = force[i * 3 + 1]!;
      let fz = force[i * 3 + 2]!;
      // A step never moves a word by more than a fraction of the spacing.
      const size = Math.hypot(fx, fy, fz);
      const limit = 0.15 * Math.sqrt(spacing2) * cooling + 1e-4;
      if (size > limit) {
        fx *= limit / size;
        fy *= limit / size;
        fz *= limit / size;
      }
      // Back onto the unit sphere (as `normalize`, without an array per word and step).
      const x = pos[i * 3]! + fx;
      const y = pos[i * 3 + 1]! + fy;
      const z = pos[i * 3 + 2]! + fz;
      const length = Math.hypot(x, y, z) || 1;
      pos[i * 3] = x / length;
      pos[i * 3 + 1] = y / length;
      pos[i * 3 + 2] = z / length;
    }
    yield;
  }
  const out: Vec3[] = [];
  for (let i = 0; i < n; i++) out.push([pos[i * 3]!, pos[i * 3 + 1]!, pos[i * 3 + 2]!]);
  return out;
}

/** A perfume on the sphere: the concepts it answers and how well (recoValue). */
export interface DotWeights {
  id: number;
  weights: readonly { conceptId: number; value: number }[];
}

/** A small deterministic offset from an id, so that perfumes of one concept do not stack. */
function jitter(id: number): Vec3 {
  const h = (seed: number) => {
    const s = Math.sin(id * 12.9898 + seed * 78.233) * 43758.5453;
    return (s - Math.floor(s)) * 2 - 1;
  };
  return [h(1), h(2), h(3)];
}

/**
 * Each perfume dot sits among the words it answers: at the recoValue-weighted mean of their
 * positions (the first word of each concept), nudged a little so that dots do not stack, on a
 * sphere slightly inside the words'.
 */
export function layOutDots(
  dots: readonly DotWeights[],
  conceptIds: readonly number[],
  positions: readonly Vec3[],
  radius = 0.94,
): Vec3[] {
  const where = new Map<number, Vec3>();
  conceptIds.forEach((id, i) => {
    if (!where.has(id)) where.set(id, positions[i]!);
  });
  return dots.map((dot) => {
    let x = 0;
    let y = 0;
    let z = 0;
    for (const { conceptId, value } of dot.weights) {
      const p = where.get(conceptId);
      if (!p) continue;
      x += p[0] * value;
      y += p[1] * value;
      z += p[2] * value;
    }
    const j = jitter(dot.id);
    const base = x === 0 && y === 0 && z === 0 ? j : normalize([x, y, z]);
    const [nx, ny, nz] = normalize([
      base[0] + 0.12 * j[0],
      base[1] + 0.12 * j[1],
      base[2] + 0.12 * j[2],
    ]);
    return [nx * radius, ny * radius, nz * radius];
  });
}

/** A point turned by the rotation: first around the vertical axis, then tilted. */
export function rotate([x, y, z]: Vec3, { yaw, pitch }: Rotation): Vec3 {
  const cy = Math.cos(yaw);
  const sy = Math.sin(yaw);
  const x1 = x * cy + z * sy;
  const z1 = -x * sy + z * cy;
  const cp = Math.cos(pitch);
  const sp = Math.sin(pitch);
  return [x1, y * cp - z1 * sp, y * sp + z1 * cp];
}

export interface Projected {
  /** Screen offset from the sphere's centre, in pixels (y down). */
  x: number;
  y: number;
  /** −1 at the back, 1 facing the viewer. */
  depth: number;
  /** Perspective size factor: above 1 in front, below at the back. */
  scale: number;
  /** 0.15 at the very back to 1 in front. */
  opacity: number;
}

/** Where a point of the unit sphere falls on screen, for a sphere of `radius` pixels. */
export function project(point: Vec3, rotation: Rotation, radius: number): Projected {
  const [x, y, z] = rotate(point, rotation);
  const scale = PERSPECTIVE / (PERSPECTIVE - z);
  return {
    x: x * radius * scale,
    y: -y * radius * scale,
    depth: z,
    scale,
    opacity: 0.15 + 0.85 * ((z + 1) / 2),
  };
}

/**
 * The same as `project` for many points at once, without allocating: `points` holds x, y, z per
 * point, `out` receives x, y, scale, opacity, depth per point. Run every frame.
 */
export function projectInto(
  points: Float64Array,
  rotation: Rotation,
  radius: number,
  out: Float64Array,
): void {
  const cy = Math.cos(rotation.yaw);
  const sy = Math.sin(rotation.yaw);
  const cp = Math.cos(rotation.pitch);
  const sp = Math.sin(rotation.pitch);
  const n = points.length / 3;
  for (let i = 0; i < n; i++) {
    const x = points[i * 3]!;
    const y = points[i * 3 + 1]!;
    const z = points[i * 3 + 2]!;
    const x1 = x * cy + z * sy;
    const z1 = -x * sy + z * cy;
    const y2 = y * cp - z1 * sp;
    const z2 = y * sp + z1 * cp;
    const scale = PERSPECTIVE / (PERSPECTIVE - z2);
    out[i * 5] = x1 * radius * scale;
    out[i * 5 + 1] = -y2 * radius * scale;
    out[i * 5 + 2] = scale;
    out[i * 5 + 3] = 0.15 + 0.85 * ((z2 + 1) / 2);
    out[i * 5 + 4] = z2;
  }
}

/** A word's CSS `transform` (its hidden HTML twin's, which takes the pointer): at its projected
 * place, scaled by its depth. */
export function nodeTransformCss(x: number, y: number, scale: number): string {
  return `translate(${x.toFixed(2)}px, ${y.toFixed(2)}px) scale(${scale.toFixed(3)})`;
}

export function clampPitch(pitch: number): number {
  return Math.max(-MAX_PITCH, Math.min(MAX_PITCH, pitch));
}

/** The rotation after a drag of (dx, dy) pixels on a sphere of `radius` pixels. */
export function dragRotation(start: Rotation, dx: number, dy: number, radius: number): Rotation {
  const k = DRAG_RADIANS_PER_RADIUS / Math.max(radius, 1);
  return { yaw: start.yaw + dx * k, pitch: clampPitch(start.pitch + dy * k) };
}

/** A velocity (radians per ms) after `dt` ms of inertia; 0 once it is too slow to see. */
export function decay(velocity: number, dt: number): number {
  const next = velocity * Math.pow(0.5, dt / INERTIA_HALF_LIFE_MS);
  return Math.abs(next) < INERTIA_MIN_SPEED ? 0 : next;
}

/**
 * The rotation that brings a point to the front (facing the viewer), for a word focused from the
 * list: the yaw and pitch that turn it onto the +z axis.
 */
export function rotationFacing([x, y, z]: Vec3): Rotation {
  const yaw = -Math.atan2(x, z);
  const horizontal = Math.hypot(x, z);
  return { yaw, pitch: clampPitch(Math.atan2(y, horizontal)) };
}

/** The shortest way from one angle to another, so a turn never goes the long way round. */
export function shortestAngle(from: number, to: number): number {
  const d = (to - from) % (2 * Math.PI);
  if (d > Math.PI) return d - 2 * Math.PI;
  if (d < -Math.PI) return d + 2 * Math.PI;
  return d;
}

/**
 * The labels' sizes for `placeLabels`: each label's width at scale 1 and their common height, in
 * drawing units, and each label's rank (higher ranks are placed first: the chosen and pointed
 * words, then their neighbours, then the plain words, then those a search leaves out).
 */
export interface LabelBoxes {
  widths: Float64Array;
  height: number;
  ranks: Uint8Array;
}

/** Fields per label in a projection and in a placement: x, y, scale, opacity, depth. */
export const PROJECTED_FIELDS = 5;
/** A label that would overlap a placed one is tried once more at this share of its size. */
export const SHRINK = 0.8;
/** Room left between two labels, in drawing units at scale 1. */
const LABEL_GAP = 2;

// Scratch space of `placeLabels`, grown when needed: it runs for every painted frame.
let order: number[] = [];
let boxes = new Float64Array(0);

/**
 * Where each label is written, so that no two overlap and none leaves the drawing: the labels
 * are taken by rank, then front to back; each is kept at its projected size if it overlaps no
 * label placed before it, else at SHRINK of that size, else not written (opacity 0). A label
 * that would reach past the drawing's edge (`half` units from its centre) is moved in just
 * enough to fit. `projected` is `projectInto`'s output; `out` gets the same five fields per
 * label (the placed x, y, scale, the opacity, 0 for a hidden label, and the depth). Allocates
 * nothing once warm: the painter runs it every frame of the turn.
 */
export function placeLabels(
  projected: Float64Array,
  sizes: LabelBoxes,
  half: number,
  out: Float64Array,
): void {
  const n = Math.min(projected.length / PROJECTED_FIELDS, sizes.widths.length);
  if (order.length !== n) order = Array.from({ length: n }, (_, i) => i);
  if (boxes.length < n * 4) boxes = new Float64Array(n * 4);
  const depth = (i: number) => projected[i * PROJECTED_FIELDS + 4]!;
  // Nearly sorted from the last frame (the sphere turns a little between two): cheap to sort.
  order.sort((a, b) => sizes.ranks[b]! - sizes.ranks[a]! || depth(b) - depth(a));
  let placed = 0;
  for (let o = 0; o < n; o++) {
    const i = order[o]!;
    const k = i * PROJECTED_FIELDS;
    const px = projected[k]!;
    const py = projected[k + 1]!;
    const scale = projected[k + 2]!;
    // A word left out still has its transparent HTML twin: kept inside the drawing too, so that
    // it never widens the page (a phone scrolled sideways by a hidden "Dîner aux chandelles").
    const hiddenW = Math.min(sizes.widths[i]! * scale, 2 * half);
    const hiddenH = Math.min(sizes.height * scale, 2 * half);
    out[k] = Math.min(Math.max(px, -half + hiddenW / 2), half - hiddenW / 2);
    out[k + 1] = Math.min(Math.max(py, -half + hiddenH / 2), half - hiddenH / 2);
    out[k + 2] = scale;
    out[k + 3] = 0;
    out[k + 4] = projected[k + 4]!;
    for (let attempt = 0; attempt < 2; attempt++) {
      const size = attempt === 0 ? scale : scale * SHRINK;
      const w = sizes.widths[i]! * size;
      const h = sizes.height * size;
      if (w > 2 * half || h > 2 * half) continue;
      const x = Math.min(Math.max(px, -half + w / 2), half - w / 2);
      const y = Math.min(Math.max(py, -half + h / 2), half - h / 2);
      const gap = LABEL_GAP * size;
      const left = x - w / 2 - gap;
      const right = x + w / 2 + gap;
      const top = y - h / 2 - gap;
      const bottom = y + h / 2 + gap;
      let free = true;
      for (let j = 0; j < placed; j++) {
        const b = j * 4;
        if (
          left < boxes[b + 2]! &&
          right > boxes[b]! &&
          top < boxes[b + 3]! &&
          bottom > boxes[b + 1]!
        ) {
          free = false;
          break;
        }
      }
      if (!free) continue;
      const b = placed * 4;
      boxes[b] = x - w / 2;
      boxes[b + 1] = y - h / 2;
      boxes[b + 2] = x + w / 2;
      boxes[b + 3] = y + h / 2;
      placed++;
      out[k] = x;
      out[k + 1] = y;
      out[k + 2] = size;
      out[k + 3] = projected[k + 3]!;
      break;
    }
  }
}
