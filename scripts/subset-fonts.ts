import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

// npm run fonts:subset: writes the site's two typefaces to web/app/fonts/ from the pinned
// @fontsource-variable packages, cut to the characters English, French and Spanish texts use and
// to the weights the styles use (400 to 700). The files are committed, so a build needs no font
// tooling; run this again only when a package version, the characters or the weights change.
// Both families are under the SIL Open Font License 1.1 without a Reserved Font Name, so a subset
// may keep its name; the copyright and licence name records are kept in each file, and the
// licence texts are copied beside them.

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'web', 'app', 'fonts');

/** Unicode ranges of the subset, also written as the @font-face unicode-range (fonts.css). */
const latinRanges: readonly [number, number][] = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: accented letters of French and Spanish, « », ¿ ¡, °, ×
  [0x152, 0x153], // Œ œ (French)
  [0x178, 0x178], // Ÿ (French capitals)
  [0x2009, 0x2009], // thin space
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (French punctuation)
  [0x2039, 0x203a], // ‹ ›
  [0x20ac, 0x20ac], // €
];

const fonts = [
  {
    name: 'fraunces',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  },
  { name: 'inter', source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
];

function subsetText(): string {
  let text = '';
  for (const [from, to] of latinRanges)
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  for (const font of fonts) {
    const sourceFile = path.join(root, 'node_modules', font.source);
    const source = fs.readFileSync(sourceFile);
    const subset = await subsetFont(source, subsetText(), {
      targetFormat: 'woff2',
      variationAxes: { wght: { min: 400, max: 700 } },
      // 0 copyright, 13 licence, 14 licence URL: the OFL asks each copy to carry them.
      preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
    });
    const outFile = path.join(outDir, `${font.name}-latin-wght.woff2`);
    fs.writeFileSync(outFile, subset);
    const packageDir = path.join(root, 'node_modules', path.dirname(path.dirname(font.source)));
    fs.copyFileSync(path.join(packageDir, 'LICENSE'), path.join(outDir, `${font.name}-OFL.txt`));
    console.log(
      `${path.relative(root, outFile)}: ${(source.length / 1000).toFixed(1)} kB → ` +
        `${(subset.length / 1000).toFixed(1)} kB`,
    );
  }
}

await main();
