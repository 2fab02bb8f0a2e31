import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The server's layers and the absence of import cycles are lint rules (eslint.config.js,
// server/README.md): `npm run lint` fails on an import that crosses a boundary. Each case plants
// one import in a file of the tree, as if it were written there, and reads the rule that fails.

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('lint keeps the server one-directional', () => {
  it('fails an engine that imports a route', async () => {
    const broken = await rulesBroken(
      'server/search/planted.ts',
      "import { searchRoutes } from '../routes/search';\nexport const planted = searchRoutes;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('fails an engine that imports the HTTP framework or the database', async () => {
    expect(
      await rulesBroken(
        'server/recommend/planted.ts',
        "import type { FastifyInstance } from 'fastify';\nexport type Planted = FastifyInstance;\n",
      ),
    ).toContain('no-restricted-imports');
    expect(
      await rulesBroken(
        'server/families/planted.ts',
        "import { openDatabase } from '../db/client';\nexport const planted = openDatabase;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('fails the catalog importing an engine, and the database importing the catalog', async () => {
    expect(
      await rulesBroken(
        'server/catalog/planted.ts',
        "import { searchIndex } from '../search/text-search';\nexport const planted = searchIndex;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBroken(
        'server/db/planted.ts',
        "import { CatalogIndex } from '../catalog/catalog-index';\nexport const planted = CatalogIndex;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('fails the library importing anything above it', async () => {
    const broken = await rulesBroken(
      'server/lib/planted.ts',
      "import { perfumeSummaryJson } from '../catalog/present';\nexport const planted = perfumeSummaryJson;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('fails a request path importing an operator tool, and lets the tools’ own CLIs do it', async () => {
    const code =
      "import { importCatalog } from '../catalog-tools/import';\nexport const planted = importCatalog;\n";
    expect(await rulesBroken('server/routes/planted.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(
      await rulesBroken(
        'server/catalog-tools/cli/planted.ts',
        "import { importCatalog } from '../import';\nexport const planted = importCatalog;\n",
      ),
    ).toEqual([]);
  });

  it('lets an import go down the layers', async () => {
    const broken = await rulesBroken(
      'server/routes/planted.ts',
      "import { searchPerfumes } from '../search/text-search';\nexport const planted = searchPerfumes;\n",
    );
    expect(broken).toEqual([]);
  });

  it('fails an import cycle', async () => {
    // derived.ts imports sliced.ts: sliced.ts importing derived.ts back closes a cycle.
    const broken = await rulesBroken(
      'server/lib/sliced.ts',
      "import { derivedData } from './derived';\nexport const planted = derivedData;\n",
    );
    expect(broken).toContain('import-x/no-cycle');
  });
});
