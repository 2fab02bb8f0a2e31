// Which section of how it works the visitor is reading, for the contents to mark: the last
// section whose top has passed the reading line (just under the sticky header). Before the first
// section, none; at the very end of the page, the last one, even when it is too short to reach
// the line (otherwise the last sections could never be marked).

export interface SectionTop {
  id: string;
  /** The section's top, in viewport pixels. */
  top: number;
}

export function currentSection(
  sections: readonly SectionTop[],
  readingLine: number,
  atPageEnd: boolean,
): string | null {
  if (sections.length === 0) return null;
  if (atPageEnd) return sections.at(-1)!.id;
  let current: string | null = null;
  for (const section of sections) {
    if (section.top <= readingLine) current = section.id;
    else break;
  }
  return current;
}
