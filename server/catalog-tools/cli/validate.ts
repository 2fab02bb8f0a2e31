// npm run catalog:validate -- <dir|file>
// Checks a catalog folder or file and prints every problem with its file, record and field.
// A single brand file is checked against the tables of the seed catalog folder (or --base DIR).
// The ingredients' drawings are checked against the web app's public folder (--public DIR, by
// default web/public), and the chapters per language and the illustrations are counted.
import fs from 'node:fs';
import path from 'node:path';
import { chaptersPerLanguage, checkIllustrations, listIllustrations } from '../illustrations';
import { readCatalogSource } from '../load-source';
import { readCatalogFolder } from '../../catalog/read-catalog';
import {
  formatProblem,
  missingPyramidsAndConcentrations,
  validateCatalog,
} from '../../catalog/validate';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'catalog';
const publicIndex = args.indexOf('--public');
const publicDir = publicIndex >= 0 ? args.splice(publicIndex, 2)[1] : path.join('web', 'public');
const target = args[0];
if (!target || !base || !publicDir) {
  console.error(
    'Usage: npm run catalog:validate -- <catalog folder | file.json> [--base <catalog folder>] [--public <folder>]',
  );
  process.exit(1);
}

const raw = await readCatalogSource(path.resolve(target));
const isPartial =
  !raw.families && !raw.ingredients && !raw.countries && raw.unreadable.length === 0;
if (isPartial) {
  // A lone brand file names ingredients and families that live in the base catalog.
  const tables = await readCatalogFolder(path.resolve(base));
  Object.assign(raw, {
    families: tables.families,
    ingredients: tables.ingredients,
    countries: tables.countries,
    concepts: tables.concepts,
  });
}
const validation = validateCatalog(raw);
const { data } = validation;
const problems = [...validation.problems];
const hasPublic = fs.existsSync(path.resolve(publicDir));
const illustrations =
  data && hasPublic
    ? checkIllustrations(data, await listIllustrations(path.resolve(publicDir)))
    : null;
if (illustrations) problems.push(...illustrations.problems);
// A curated catalog ships every perfume's pyramid and concentration (imports may go without).
if (data) problems.push(...missingPyramidsAndConcentrations(data));
for (const problem of problems) console.log(formatProblem(problem));
if (!data || problems.length > 0) {
  console.log(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} found in ${target}.`,
  );
  process.exit(1);
}
const perfumes = data.brands.reduce((n, b) => n + b.perfumes.length, 0);
console.log(
  `${target} is valid: ${perfumes} perfumes, ${data.brands.length} brands, ${data.ingredients.length} ingredients, ` +
    `${data.concepts.length} concepts, ${data.families.length} families, ${data.countries.length} countries.`,
);
const chapters = chaptersPerLanguage(data);
console.log(
  `Chapters: ${chapters.en} in English, ${chapters.fr} in French, ${chapters.es} in Spanish.`,
);
if (illustrations) {
  const { families } = illustrations;
  console.log(
    `Illustrations: ${illustrations.ingredients} ingredients, ${families.drawn} of ${families.total} families` +
      (families.missing.length > 0
        ? ` (no drawing yet for ${families.missing.join(', ')}: their colour stands in).`
        : '.'),
  );
} else {
  console.log(`Illustrations: not checked, there is no folder ${publicDir}.`);
}
