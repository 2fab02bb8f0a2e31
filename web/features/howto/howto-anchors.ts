// The sections of the how-it-works page that other screens link to (/howto#expert-reviewed).
// They are part of the site's addresses: a rename breaks links from the perfume view and from
// outside, so they are written once here and checked by the page's tests.
export const howtoAnchors = {
  purpose: 'purpose',
  quad: 'quad',
  pyramid: 'pyramid',
  concentrations: 'concentrations',
  expertReviewed: 'expert-reviewed',
  similarPerfumes: 'similar-perfumes',
  comparison: 'comparison',
  recommendations: 'recommendations',
  questions: 'questions',
  partnerships: 'partnerships',
  objectivity: 'objectivity',
} as const;

export type HowtoAnchor = (typeof howtoAnchors)[keyof typeof howtoAnchors];

export function isHowtoAnchor(id: string): id is HowtoAnchor {
  return (Object.values(howtoAnchors) as string[]).includes(id);
}
