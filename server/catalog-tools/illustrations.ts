import fs from 'node:fs/promises';
import path from 'node:path';
import { chapterTextFields, type CatalogData } from '../../common/domain/catalog-schema';
import {
  familyIllustrationUrl,
  illustrationsBase,
  ingredientIllustrationUrl,
} from '../../common/domain/illustrations';
import { languages, type Language } from '../../common/domain/languages';
import type { CatalogProblem } from '../catalog/validate';

// The catalog's illustrations are files of the web app (web/public/illustrations/), named after
// the ingredient's or the family's key. The catalog names an ingredient's drawing explicitly in its
// `imageUrl` (written by `npm run catalog:illustrations`), so what the API answers is what the
// file says; these checks keep the two in step.

/** The addresses of the illustrations under a public folder, e.g. "/illustrations/families/floral.svg". */
export async function listIllustrations(publicDir: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (const kind of ['ingredients', 'families']) {
    const dir = path.join(publicDir, illustrationsBase, kind);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names)
      if (name.endsWith('.svg')) found.add(`${illustrationsBase}/${kind}/${name}`);
  }
  return found;
}

export interface IllustrationReport {
  problems: CatalogProblem[];
  /** Ingredients whose imageUrl is one of the site's own drawings. */
  ingredients: number;
  families: { drawn: number; total: number; missing: string[] };
}

/**
 * An ingredient with a chapter must have its drawing, an imageUrl of the site (a path, not an
 * outside address) must name a file that exists, and every ingredient drawing must be named by its
 * ingredient. A family without its generic drawing is not a
 * problem of the catalog (its ingredients show their family colour instead): it is listed.
 */
export function checkIllustrations(
  data: Pick<CatalogData, 'ingredients' | 'families'>,
  files: ReadonlySet<string>,
): IllustrationReport {
  const problems: CatalogProblem[] = [];
  let ingredients = 0;
  for (const ingredient of data.ingredients) {
    const record = `ingredient ${ingredient.id} (${ingredient.key})`;
    const report = (message: string) =>
      problems.push({ file: 'ingredients.json', record, field: 'imageUrl', message });
    const url = ingredient.imageUrl;
    const expected = `web/public${ingredientIllustrationUrl(ingredient.key)}`;
    if (url.startsWith('/') && !files.has(url)) {
      report(`there is no file web/public${url}`);
    } else if (ingredient.chapter && url === '') {
      report(
        `the ingredient has a chapter but no illustration: add ${expected}, then run npm run catalog:illustrations`,
      );
    } else if (url.startsWith(`${illustrationsBase}/`)) {
      ingredients += 1;
    }
  }
  // A drawing no ingredient names: a file name that is no key (a typo), or a new drawing the
  // catalog does not name yet.
  const named = new Set(data.ingredients.map((i) => i.imageUrl));
  const keys = new Set(data.ingredients.map((i) => i.key));
  for (const url of [...files].sort()) {
    if (!url.startsWith(`${illustrationsBase}/ingredients/`) || named.has(url)) continue;
    const key = url.slice(`${illustrationsBase}/ingredients/`.length, -'.svg'.length);
    problems.push({
      file: `web/public${url}`,
      record: '',
      field: '',
      message: keys.has(key)
        ? `the ingredient "${key}" does not name this drawing: run npm run catalog:illustrations`
        : `no ingredient has the key "${key}"`,
    });
  }
  const missing = data.families
    .filter((family) => !files.has(familyIllustrationUrl(family.key)))
    .map((family) => family.key);
  return {
    problems,
    ingredients,
    families: {
      drawn: data.families.length - missing.length,
      total: data.families.length,
      missing,
    },
  };
}

/** How many ingredients have a complete chapter in each language. */
export function chaptersPerLanguage(
  data: Pick<CatalogData, 'ingredients'>,
): Record<Language, number> {
  const counts = Object.fromEntries(languages.map((lang) => [lang, 0])) as Record<Language, number>;
  for (const { chapter } of data.ingredients) {
    if (!chapter) continue;
    for (const lang of languages) {
      const texts = [
        ...chapterTextFields.map((field) => chapter[field][lang]),
        // Present whenever the chapter names an iconic perfume (the schema keeps them together).
        ...(chapter.iconicFragranceText ? [chapter.iconicFragranceText[lang]] : []),
      ];
      if (texts.every((text) => text.trim() !== '')) counts[lang] += 1;
    }
  }
  return counts;
}

/**
 * Sets each ingredient's imageUrl in the text of ingredients.json: its drawing's address when
 * `drawn` has its key, '' when it named a drawing of ours that no longer exists; any other address
 * (an outside picture) is kept. The file keeps its layout, one ingredient per line, with only the
 * changed values rewritten, so the change reads as a clean diff.
 */
export function applyIllustrations(
  text: string,
  drawn: ReadonlySet<string>,
): { text: string; set: string[]; cleared: string[] } {
  const set: string[] = [];
  const cleared: string[] = [];
  const wanted = (ingredient: { key: string; imageUrl?: string }): string => {
    const current = ingredient.imageUrl ?? '';
    if (drawn.has(ingredient.key)) return ingredientIllustrationUrl(ingredient.key);
    return current.startsWith(`${illustrationsBase}/ingredients/`) ? '' : current;
  };
  const note = (key: string, before: string, after: string) => {
    if (after === before) return;
    (after === '' ? cleared : set).push(key);
  };

  const lines = text.split('\n');
  const oneRecordPerLine = lines.every((line) => {
    const trimmed = line.trim();
    return ['', '[', ']'].includes(trimmed) || (trimmed.startsWith('{') && /},?$/.test(trimmed));
  });
  if (oneRecordPerLine) {
    const out = lines.map((line) => {
      const trimmed = line.trim();
      if (!trimmed.startsWith('{')) return line;
      const ingredient = JSON.parse(trimmed.replace(/,$/, '')) as {
        key: string;
        imageUrl?: string;
      };
      const url = wanted(ingredient);
      note(ingredient.key, ingredient.imageUrl ?? '', url);
      if (url === (ingredient.imageUrl ?? '')) return line;
      const field = `"imageUrl": ${JSON.stringify(url)}`;
      return /"imageUrl":\s*"(?:[^"\\]|\\.)*"/.test(line)
        ? line.replace(/"imageUrl":\s*"(?:[^"\\]|\\.)*"/, () => field)
        : line.replace(/}(,?)\s*$/, (_, comma: string) => `, ${field}}${comma}`);
    });
    return { text: out.join('\n'), set, cleared };
  }
  const rows = JSON.parse(text) as { key: string; imageUrl?: string }[];
  const updated = rows.map((row) => {
    const url = wanted(row);
    note(row.key, row.imageUrl ?? '', url);
    return { ...row, imageUrl: url };
  });
  return { text: `${JSON.stringify(updated, null, 2)}\n`, set, cleared };
}
