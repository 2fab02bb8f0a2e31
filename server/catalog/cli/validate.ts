// npm run catalog:validate -- <dir|file>
// Checks a catalog folder or file and prints every problem with its file, record and field.
// A single brand file is checked against the tables of the seed catalog folder (or --base DIR).
import path from 'node:path';
import { readCatalogSource } from '../load-source';
import { readCatalogFolder } from '../read-catalog';
import { formatProblem, validateCatalog } from '../validate';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'catalog';
const target = args[0];
if (!target || !base) {
  console.error(
    'Usage: npm run catalog:validate -- <catalog folder | file.json> [--base <catalog folder>]',
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
const { data, problems } = validateCatalog(raw);
for (const problem of problems) console.log(formatProblem(problem));
if (!data) {
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
