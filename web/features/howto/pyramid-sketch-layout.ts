// The pyramid's drawing: a triangle, apex up, cut into horizontal bands (top notes at the apex,
// the base at the foot), with a small gap between bands. Each band is a trapezoid whose width at
// any height is the triangle's there; heights are shares of the triangle's height.

export interface Band {
  /** SVG polygon points, "x,y x,y …". */
  points: string;
  /** The band's vertical middle, where its label lines up. */
  middle: number;
}

export function pyramidBands(
  shares: readonly number[],
  width: number,
  height: number,
  gap = 4,
): Band[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (total <= 0) return [];
  const halfAt = (y: number) => (width / 2) * (y / height);
  const centre = width / 2;
  const round = (value: number) => Math.round(value * 100) / 100;
  let start = 0;
  return shares.map((share, index) => {
    const end = start + (share / total) * height;
    const top = index === 0 ? start : start + gap / 2;
    const bottom = index === shares.length - 1 ? end : end - gap / 2;
    const corners = [
      [centre - halfAt(top), top],
      [centre + halfAt(top), top],
      [centre + halfAt(bottom), bottom],
      [centre - halfAt(bottom), bottom],
    ];
    start = end;
    return {
      points: corners.map(([x, y]) => `${round(x!)},${round(y!)}`).join(' '),
      middle: round((top + bottom) / 2),
    };
  });
}
