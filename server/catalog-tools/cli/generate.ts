// npm run catalog:generate -- --perfumes N [--seed N] [--brands N] --out DIR [--base DIR] [--force]
// Writes a synthetic catalog of N perfumes for scale tests. Families, ingredients, countries and
// concepts are read from the base catalog folder; brands and perfumes are generated from the seed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import {
  conceptSchema,
  countrySchema,
  familySchema,
  ingredientSchema,
} from '../../../common/domain/catalog-schema';
import { generateCatalog, type CatalogBase } from '../generate';
import { writeCatalogFolder } from '../write-catalog';

const usage = `Usage: npm run catalog:generate -- --perfumes N --out DIR [options]

  --perfumes N   number of perfumes to generate (required, positive integer)
  --out DIR      folder to write the catalog to (required; must be new or empty)
  --seed N       random seed, the same seed gives the same catalog (default 1)
  --brands N     number of brands (default: perfumes / 50; at most one per perfume)
  --base DIR     catalog folder to read families, ingredients, countries and concepts from
                 (default catalog)
  --force        write into a non-empty --out folder, replacing its brand files`;

interface Arguments {
  perfumes: number;
  seed: number;
  brands: number | undefined;
  out: string;
  base: string;
  force: boolean;
}

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(1);
}

function parseArguments(argv: string[]): Arguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        perfumes: { type: 'string' },
        seed: { type: 'string' },
        brands: { type: 'string' },
        out: { type: 'string' },
        base: { type: 'string' },
        force: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.perfumes === undefined) fail('--perfumes is required.');
  if (values.out === undefined || values.out.trim() === '') fail('--out is required.');
  return {
    perfumes: integerArgument('--perfumes', values.perfumes, 1),
    seed: values.seed === undefined ? 1 : integerArgument('--seed', values.seed, 0),
    brands: values.brands === undefined ? undefined : integerArgument('--brands', values.brands, 1),
    out: path.resolve(values.out),
    base: path.resolve(values.base ?? 'catalog'),
    force: values.force ?? false,
  };
}

function integerArgument(name: string, text: string, minimum: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < minimum) {
    fail(`${name} must be an integer of at least ${minimum}, got "${text}".`);
  }
  return value;
}

/** Reads and validates one table of the base folder, naming the file and field on a problem. */
async function readTable<T>(dir: string, name: string, schema: z.ZodType<T>): Promise<T[]> {
  const file = path.join(dir, `${name}.json`);
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    fail(`--base: cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = z.array(schema).safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `  ${name}[${issue.path.join('.')}]: ${issue.message}`);
    fail(`--base: ${file} does not match the catalog format:\n${issues.join('\n')}`);
  }
  return parsed.data;
}

async function readBase(dir: string): Promise<CatalogBase> {
  return {
    families: await readTable(dir, 'families', familySchema),
    ingredients: await readTable(dir, 'ingredients', ingredientSchema),
    countries: await readTable(dir, 'countries', countrySchema),
    concepts: await readTable(dir, 'concepts', conceptSchema),
  };
}

/**
 * Stale brand files from an earlier run would be imported with the new ones, so a non-empty
 * folder needs --force, and then only its brand files are removed. The base folder is never a
 * valid target: that would replace the seed catalog.
 */
async function prepareOut(args: Arguments): Promise<void> {
  if (args.out === args.base) fail('--out must not be the --base folder.');
  const entries = await fs.readdir(args.out).catch(() => [] as string[]);
  if (entries.length === 0) return;
  if (!args.force) fail(`--out: ${args.out} is not empty; choose a new folder or add --force.`);
  const brandsDir = path.join(args.out, 'brands');
  const brandFiles = await fs.readdir(brandsDir).catch(() => [] as string[]);
  for (const name of brandFiles.filter((n) => n.endsWith('.json'))) {
    await fs.rm(path.join(brandsDir, name));
  }
}

async function folderSize(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? await folderSize(full) : (await fs.stat(full)).size;
  }
  return total;
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

async function main(): Promise<void> {
  const args = parseArguments(process.argv.slice(2));
  const started = performance.now();
  console.log(`Reading families, ingredients, countries and concepts from ${args.base}…`);
  const base = await readBase(args.base);
  await prepareOut(args);

  console.log(`Generating ${args.perfumes} perfumes (seed ${args.seed})…`);
  const generating = performance.now();
  const options = { perfumes: args.perfumes, seed: args.seed, brands: args.brands };
  const data = generateCatalog(options, base);
  const perfumes = data.brands.reduce((n, b) => n + b.perfumes.length, 0);
  console.log(`  ${perfumes} perfumes in ${data.brands.length} brands (${seconds(generating)} s)`);
  if (args.brands !== undefined && args.brands !== data.brands.length) {
    console.log(`  (--brands ${args.brands} lowered: every brand has at least one perfume)`);
  }

  console.log(`Writing ${args.out}…`);
  const writing = performance.now();
  const step = Math.max(1, Math.ceil(data.brands.length / 10));
  await writeCatalogFolder(args.out, data, {
    onBrand: (written, total) => {
      if (written % step === 0 || written === total) {
        console.log(`  ${written}/${total} brand files`);
      }
    },
  });
  const megabytes = ((await folderSize(args.out)) / 1024 / 1024).toFixed(1);
  console.log(`  written in ${seconds(writing)} s`);
  console.log(
    `Done: ${perfumes} perfumes, ${data.brands.length} brands, ${megabytes} MB in ${args.out}, ` +
      `${seconds(started)} s.`,
  );
}

await main();
