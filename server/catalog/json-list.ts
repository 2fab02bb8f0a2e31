// JSON answers assembled as text from kept item texts: services build them, routes send them as
// they are (routes/json-answers.ts).

/**
 * The text JSON.stringify gives for {data, total, ...more}, from the JSON texts of the items: lists are
 * assembled from kept summaries (perfumeSummaryJson) instead of serialised whole again.
 */
export function jsonList(
  itemTexts: readonly string[],
  total: number,
  more: Record<string, unknown> = {},
): string {
  let text = `{"data":[${itemTexts.join(',')}],"total":${total}`;
  // Further fields of the answer, as JSON.stringify writes them (undefined ones left out).
  for (const [key, value] of Object.entries(more)) {
    if (value !== undefined) text += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  return `${text}}`;
}
