// Where the illustrations are served from: files of web/public/illustrations/, copied as they are
// into the built app (docs/decisions/025-ingredient-chapters-illustrations-and-map.md). They are
// SVG, which scales: the medium and large variants of the spec are the same address.

export const illustrationsBase = '/illustrations';

/** An ingredient's own drawing, named after its key. */
export function ingredientIllustrationUrl(key: string): string {
  return `${illustrationsBase}/ingredients/${key}.svg`;
}

/** A family's generic drawing, standing in for its ingredients that have none of their own. */
export function familyIllustrationUrl(key: string): string {
  return `${illustrationsBase}/families/${key}.svg`;
}
