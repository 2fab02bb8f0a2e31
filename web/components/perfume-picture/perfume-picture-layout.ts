import type { PerfumeSummary } from '../../../common/api/catalog';
import { contrastRatio, parseHexColor, type Rgb } from '../../../common/domain/contrast';

// A perfume's own picture, drawn from its data in the style of the ingredient drawings
// (web/public/illustrations: a 160-unit square, flat fills, a 2.5-unit brown ink line with round
// joins). The flacon's silhouette, cap and cap material are its house's (a fixed choice from the
// house's name, so a house's perfumes read as one line); the liquid's depth says its strength;
// the liquid is layered in its main ingredients' family colours, in their shares; the label's
// shape and tone and its monogram are the perfume's own. Pure: the same perfume always gets the
// same picture, and nothing is stored.

export type PerfumePictureSource = Pick<
  PerfumeSummary,
  'id' | 'name' | 'brand' | 'family' | 'secondaryFamily' | 'picture'
>;

export const PICTURE_SIZE = 160;
/** The ink of the house style's lines, and the paper of its light details. */
export const INK = '#3B2F2A';
export const PAPER = '#FFF6EA';
/** The glass, a shade warmer than the page. */
export const GLASS = '#FBF4EC';
const BOTTOM = 148;

interface Silhouette {
  /** The body's outline. */
  path: string;
  /** Where the shoulder meets the neck. */
  top: number;
  neckWidth: number;
  /** The widest label the body holds, and the height of its centre. */
  labelWidth: number;
  labelY: number;
  /** The glint of the glass, a line down the body's left side. */
  glint: string;
}

// Original shapes, each a different way a flacon can sit: block, column, round, bell, drop,
// faceted, arch, pebble, shouldered, tapered.
export const silhouettes = {
  block: {
    path: 'M48 70 H112 Q124 70 124 82 V136 Q124 148 112 148 H48 Q36 148 36 136 V82 Q36 70 48 70 Z',
    top: 70,
    neckWidth: 22,
    labelWidth: 56,
    labelY: 112,
    glint: 'M45 84 V118',
  },
  column: {
    path: 'M60 56 H100 Q108 56 108 64 V140 Q108 148 100 148 H60 Q52 148 52 140 V64 Q52 56 60 56 Z',
    top: 56,
    neckWidth: 18,
    labelWidth: 42,
    labelY: 108,
    glint: 'M60 70 V124',
  },
  round: {
    path: 'M80 66 C104 66 122 84 122 107 C122 130 104 148 80 148 C56 148 38 130 38 107 C38 84 56 66 80 66 Z',
    top: 66,
    neckWidth: 18,
    labelWidth: 48,
    labelY: 110,
    glint: 'M50 92 Q46 104 48 118',
  },
  bell: {
    path: 'M64 64 H96 Q104 64 107 74 L124 134 Q127 148 114 148 H46 Q33 148 36 134 L53 74 Q56 64 64 64 Z',
    top: 64,
    neckWidth: 18,
    labelWidth: 50,
    labelY: 116,
    glint: 'M58 80 L48 128',
  },
  drop: {
    path: 'M80 60 C94 78 122 100 122 120 C122 138 104 148 80 148 C56 148 38 138 38 120 C38 100 66 78 80 60 Z',
    top: 62,
    neckWidth: 12,
    labelWidth: 46,
    labelY: 120,
    glint: 'M62 90 Q50 104 48 120',
  },
  faceted: {
    path: 'M60 66 H100 L122 90 V126 L100 148 H60 L38 126 V90 Z',
    top: 66,
    neckWidth: 20,
    labelWidth: 44,
    labelY: 108,
    glint: 'M46 94 V122',
  },
  arch: {
    path: 'M40 140 V104 C40 80 58 64 80 64 C102 64 120 80 120 104 V140 Q120 148 112 148 H48 Q40 148 40 140 Z',
    top: 64,
    neckWidth: 18,
    labelWidth: 52,
    labelY: 114,
    glint: 'M49 96 V130',
  },
  pebble: {
    path: 'M80 80 C112 80 128 94 128 114 C128 134 112 148 80 148 C48 148 32 134 32 114 C32 94 48 80 80 80 Z',
    top: 80,
    neckWidth: 16,
    labelWidth: 56,
    labelY: 115,
    glint: 'M44 102 Q40 112 43 124',
  },
  shouldered: {
    path: 'M54 62 H106 L124 80 V138 Q124 148 114 148 H46 Q36 148 36 138 V80 Z',
    top: 62,
    neckWidth: 20,
    labelWidth: 58,
    labelY: 112,
    glint: 'M45 88 V124',
  },
  tapered: {
    path: 'M40 70 H120 Q126 70 125 77 L114 142 Q113 148 107 148 H53 Q47 148 46 142 L35 77 Q34 70 40 70 Z',
    top: 70,
    neckWidth: 22,
    labelWidth: 54,
    labelY: 106,
    glint: 'M45 82 L52 124',
  },
} satisfies Record<string, Silhouette>;
export type SilhouetteKey = keyof typeof silhouettes;
const silhouetteKeys = Object.keys(silhouettes) as SilhouetteKey[];

const NECK_HEIGHT = 9;

/** Caps, drawn standing on the neck's top (y = base) around x = 80; the tallest is 30 high. */
export const CAP_HEIGHT = 30;
export const caps = {
  cylinder: (base: number) =>
    `M68 ${base} V${base - 24} Q68 ${base - 27} 71 ${base - 27} H89 Q92 ${base - 27} 92 ${base - 24} V${base} Z`,
  ball: (base: number) =>
    `M80 ${base} C66 ${base} 65 ${base - 28} 80 ${base - 28} C95 ${base - 28} 94 ${base} 80 ${base} Z`,
  cube: (base: number) =>
    `M66 ${base} V${base - 22} L72 ${base - 28} H94 V${base - 6} L88 ${base} Z`,
  dome: (base: number) => `M64 ${base} C64 ${base - 28} 96 ${base - 28} 96 ${base} Z`,
  disc: (base: number) =>
    `M58 ${base} V${base - 8} Q58 ${base - 12} 62 ${base - 12} H98 Q102 ${base - 12} 102 ${base - 8} V${base} Z`,
  spire: (base: number) => `M67 ${base} L74 ${base - 30} H86 L93 ${base} Z`,
  fan: (base: number) =>
    `M76 ${base} V${base - 6} C58 ${base - 6} 56 ${base - 30} 80 ${base - 30} C104 ${base - 30} 102 ${base - 6} 84 ${base - 6} V${base} Z`,
} satisfies Record<string, (base: number) => string>;
export type CapKey = keyof typeof caps;
const capKeys = Object.keys(caps) as CapKey[];

/** What a cap is made of: gold, silver, jet, ivory, wood, smoked glass. */
export const capMaterials = ['#D9A441', '#BFC3C9', '#2F2926', '#EFE6D6', '#8A5A32', '#6F7F8C'];

export const labelShapes = ['rectangle', 'oval', 'disc', 'arch', 'diamond', 'banner'] as const;
export type LabelShape = (typeof labelShapes)[number];

/** How full the flacon is, by strength: the stronger the perfume, the deeper its liquid. */
export const liquidDepth: Record<string, number> = {
  'eau-de-cologne': 0.42,
  'eau-de-toilette': 0.58,
  'eau-de-parfum': 0.72,
  parfum: 0.86,
  other: 0.64,
  unknown: 0.64,
};

export interface LiquidBand {
  y: number;
  height: number;
  color: string;
}

export interface PerfumePictureLayout {
  silhouette: SilhouetteKey;
  body: string;
  glint: string;
  neck: { x: number; y: number; width: number; height: number };
  /** A gold collar on the neck marks an extrait (parfum). */
  collar: { x: number; y: number; width: number; height: number } | null;
  cap: { key: CapKey; path: string; fill: string; top: number };
  /** The liquid's surface and its layers, top to bottom; drawn inside the body. */
  liquid: { surface: number; bands: LiquidBand[] };
  label: {
    shape: LabelShape;
    path: string;
    fill: string;
    /** The monogram's colour: the one of ink and paper that reads best on the label. */
    ink: string;
    monogram: string;
    x: number;
    y: number;
    fontSize: number;
  };
}

/** FNV-1a: a small, stable hash of a text, the same in every browser and on the server. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A well-spread whole number from an id (consecutive ids land far apart). */
function hashId(id: number): number {
  let x = Math.imul(id ^ (id >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  return (x ^ (x >>> 16)) >>> 0;
}

const round = (n: number) => Math.round(n * 10) / 10;

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

/** `amount` of `a` mixed into `b` (0..1), in sRGB like CSS color-mix. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHexColor(a) ?? { r: 140, g: 140, b: 140 };
  const y = parseHexColor(b) ?? { r: 140, g: 140, b: 140 };
  return toHex({
    r: x.r * amount + y.r * (1 - amount),
    g: x.g * amount + y.g * (1 - amount),
    b: x.b * amount + y.b * (1 - amount),
  });
}

export function contrast(a: string, b: string): number {
  return contrastRatio(parseHexColor(a)!, parseHexColor(b)!);
}

// Words that name no perfume: articles, prepositions and the strengths ("Eau de Parfum").
const smallWords = new Set(
  'a au aux and by d de del des di du el en et eau for l la le les of parfum pour the toilette y'.split(
    ' ',
  ),
);

/**
 * The label's letters: the first letters of the name's first two telling words, "PR" for La
 * Petite Robe Noire, "S" for Sauvage Eau de Parfum, "N" for N°5; a name made only of small words
 * keeps its own first two ("LE" for L'Eau).
 */
export function monogramOf(name: string): string {
  const words = name.split(/[\s\-–—/&+·.,'’]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const telling = words.filter((word) => !smallWords.has(word.toLocaleLowerCase('fr')));
  return (telling.length > 0 ? telling : words)
    .slice(0, 2)
    .map((word) =>
      Array.from(word)
        .find((c) => /[\p{L}\p{N}]/u.test(c))!
        .toLocaleUpperCase(),
    )
    .join('');
}

function labelPath(shape: LabelShape, cx: number, cy: number, width: number): string {
  const w = width / 2;
  const h = 13;
  switch (shape) {
    case 'rectangle':
      return `M${cx - w} ${cy - h} H${cx + w} V${cy + h} H${cx - w} Z`;
    case 'oval':
      return `M${cx - w} ${cy} C${cx - w} ${cy - h * 1.35} ${cx + w} ${cy - h * 1.35} ${cx + w} ${cy} C${cx + w} ${cy + h * 1.35} ${cx - w} ${cy + h * 1.35} ${cx - w} ${cy} Z`;
    case 'disc': {
      const r = 16;
      return `M${cx - r} ${cy} A${r} ${r} 0 1 1 ${cx + r} ${cy} A${r} ${r} 0 1 1 ${cx - r} ${cy} Z`;
    }
    case 'arch':
      return `M${cx - w} ${cy + h} V${cy - 2} C${cx - w} ${cy - h - 8} ${cx + w} ${cy - h - 8} ${cx + w} ${cy - 2} V${cy + h} Z`;
    case 'diamond':
      return `M${cx} ${cy - h - 5} L${cx + w} ${cy} L${cx} ${cy + h + 5} L${cx - w} ${cy} Z`;
    case 'banner':
      return `M${cx - w - 4} ${cy - h + 2} H${cx + w + 4} L${cx + w - 2} ${cy} L${cx + w + 4} ${cy + h - 2} H${cx - w - 4} L${cx - w + 2} ${cy} Z`;
  }
}

/** The label's tone: a pale wash of the perfume's secondary family, or a deep one. */
function labelColors(secondary: string, deep: boolean): { fill: string; ink: string } {
  const fill = deep ? mix(secondary, INK, 0.42) : mix(secondary, PAPER, 0.32);
  // Whichever of ink and paper reads best; both tones are built to pass 4.5:1 with one of them.
  const ink = contrast(fill, INK) >= contrast(fill, PAPER) ? INK : PAPER;
  return { fill, ink };
}

/** The picture of a perfume: every shape and colour of its drawing. */
export function perfumePictureLayout(perfume: PerfumePictureSource): PerfumePictureLayout {
  const house = hashText(perfume.brand.name.trim().toLocaleLowerCase('en'));
  const own = hashId(perfume.id);
  const silhouetteKey = silhouetteKeys[house % silhouetteKeys.length]!;
  const capKey = capKeys[Math.floor(house / silhouetteKeys.length) % capKeys.length]!;
  const capFill =
    capMaterials[
      Math.floor(house / (silhouetteKeys.length * capKeys.length)) % capMaterials.length
    ]!;
  const shape: Silhouette = silhouettes[silhouetteKey];

  const neckTop = shape.top - NECK_HEIGHT;
  const neck = {
    x: 80 - shape.neckWidth / 2,
    y: neckTop,
    width: shape.neckWidth,
    // Down into the body, which is drawn over it.
    height: NECK_HEIGHT + 2,
  };
  const concentration = perfume.picture.concentration ?? 'unknown';
  const collar =
    concentration === 'parfum'
      ? { x: neck.x - 3, y: neckTop + 2, width: shape.neckWidth + 6, height: 5 }
      : null;

  // The liquid: from the bottom up to its depth, in layers of the composition's colours, the
  // largest share at the bottom as the heaviest. A perfume without colours is its family's.
  const inside = BOTTOM - 3 - (shape.top + 4);
  const surface = round(BOTTOM - 3 - inside * (liquidDepth[concentration] ?? 0.64));
  const colors =
    perfume.picture.colors.length > 0
      ? perfume.picture.colors
      : [{ color: perfume.family.color, share: 100 }];
  const total = colors.reduce((sum, c) => sum + c.share, 0) || 1;
  const bands: LiquidBand[] = [];
  let y = surface;
  // Top to bottom: the smallest share first.
  for (const { color, share } of [...colors].reverse()) {
    const height = ((BOTTOM - surface) * share) / total;
    bands.push({ y: round(y), height: round(height), color });
    y += height;
  }

  const labelShape = labelShapes[own % labelShapes.length]!;
  const deep = Math.floor(own / labelShapes.length) % 2 === 1;
  const { fill, ink } = labelColors(perfume.secondaryFamily.color, deep);
  const width = Math.min(shape.labelWidth, 48);
  const monogram = monogramOf(perfume.name);
  return {
    silhouette: silhouetteKey,
    body: shape.path,
    glint: shape.glint,
    neck,
    collar,
    cap: {
      key: capKey,
      path: caps[capKey](neckTop + 1),
      fill: capFill,
      top: neckTop + 1 - CAP_HEIGHT,
    },
    liquid: { surface, bands },
    label: {
      shape: labelShape,
      path: labelPath(labelShape, 80, shape.labelY, width),
      fill,
      ink,
      monogram,
      x: 80,
      y: shape.labelY,
      fontSize: monogram.length > 1 ? 15 : 18,
    },
  };
}

/**
 * What a visitor tells apart at a glance, as text: two perfumes whose looks are equal would look
 * alike. The liquid's layers count by their colours and order, not their exact heights, and the
 * monogram not at all (it has to be read, not seen).
 */
export function pictureLook(layout: PerfumePictureLayout): string {
  return [
    layout.silhouette,
    layout.cap.key,
    layout.cap.fill,
    layout.collar ? 'collar' : '',
    layout.liquid.surface,
    layout.liquid.bands.map((b) => b.color).join('/'),
    layout.label.shape,
    layout.label.fill,
  ].join(' ');
}
