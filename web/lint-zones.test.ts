import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web's import zones (eslint.config.js, web/README.md) hold because `npm run lint` fails on
// an import that crosses one: each case plants a file's code at a path of the tree and lints it
// with the project's own configuration, as `npm run lint` does.

const eslint = new ESLint();

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the web lint zones', { timeout: 60_000 }, () => {
  it('refuses a component that imports a feature', async () => {
    const errors = await importErrors(
      'web/components/x.tsx',
      "import { y } from '../features/y';\nexport const x = y;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('web/components and web/lib import no feature'),
    ]);
  });

  it('refuses a lib module that imports the app', async () => {
    const errors = await importErrors(
      'web/lib/x.ts',
      "import { y } from '../app/y';\nexport const x = y;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses a feature that imports another, at any depth of its folder', async () => {
    const top = await importErrors(
      'web/features/profile/x.tsx',
      "import { y } from '../account/y';\nexport const x = y;\n",
    );
    const nested = await importErrors(
      'web/features/profile/parts/x.tsx',
      "import { y } from '../../account/y';\nexport const x = y;\n",
    );
    expect([...top, ...nested]).toEqual([
      expect.stringContaining('A feature imports no other feature'),
      expect.stringContaining('A feature imports no other feature'),
    ]);
  });

  it('lets a feature import the shared perfume view, its own modules, components and lib', async () => {
    const errors = await importErrors(
      'web/features/profile/x.tsx',
      [
        "import { a } from '../perfume/a';",
        "import { b } from './b';",
        "import { c } from '../../components/c';",
        "import { d } from '../../lib/d';",
        "import { e } from '../../../common/e';",
        'export const x = [a, b, c, d, e];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses a chart that imports the router', async () => {
    const errors = await importErrors(
      'web/components/charts/x/x.tsx',
      "import { Link } from 'react-router';\nexport const x = Link;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Charts do not navigate')]);
  });

  it('refuses web code that imports the server', async () => {
    const errors = await importErrors(
      'web/features/profile/x.tsx',
      "import { y } from '../../../server/y';\nexport const x = y;\n",
    );
    expect(errors).toEqual([expect.stringContaining('web/ must not import server/')]);
  });
});
