// npm run catalog:illustrations -- [catalog folder] [--public <folder>]
// Names each ingredient's drawing in ingredients.json: an ingredient whose key has a file
// <public>/illustrations/ingredients/<key>.svg gets that address as its imageUrl; one whose drawing
// is gone gets '' back. Run it after adding or removing drawings, then validate.
import fs from 'node:fs/promises';
import path from 'node:path';
import { applyIllustrations, listIllustrations } from '../illustrations';

const args = process.argv.slice(2);
const publicIndex = args.indexOf('--public');
const publicDir = publicIndex >= 0 ? args.splice(publicIndex, 2)[1] : path.join('web', 'public');
const catalogDir = args[0] ?? 'catalog';
if (!publicDir) {
  console.error('Usage: npm run catalog:illustrations -- [catalog folder] [--public <folder>]');
  process.exit(1);
}

const file = path.resolve(catalogDir, 'ingredients.json');
const drawings = await listIllustrations(path.resolve(publicDir));
const drawn = new Set(
  [...drawings]
    .filter((url) => url.startsWith('/illustrations/ingredients/'))
    .map((url) => path.basename(url, '.svg')),
);
const before = await fs.readFile(file, 'utf8');
const { text, set, cleared } = applyIllustrations(before, drawn);
if (text !== before) await fs.writeFile(file, text);
console.log(
  `${path.relative(process.cwd(), file)}: ${drawn.size} drawings found, ` +
    `${set.length} imageUrl set${set.length ? ` (${set.join(', ')})` : ''}, ` +
    `${cleared.length} cleared${cleared.length ? ` (${cleared.join(', ')})` : ''}.`,
);
