import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import type { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The server's layer rules (eslint.layers.js) run on fixture sources placed, by file path, in each
// layer. The imported files exist, so each import is resolved as the real lint resolves it: a
// relative escape lands on its file, and the file's layer decides.

const repoRoot = join(import.meta.dirname, '../../../..');
const { layerRules } = (await import(pathToFileURL(join(repoRoot, 'eslint.layers.js')).href)) as {
  layerRules: Linter.Config[];
};
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...layerRules],
});

/** The boundary errors of `source` as if it were the file at `path` (from the repository root). */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(repoRoot, path) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.ruleId !== 'boundaries/dependencies')).toEqual([]);
  return messages.map((message) => message.message);
}

describe('the server layers (eslint-plugin-boundaries)', () => {
  it('refuses an import up the layers, also through a relative escape', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/ledger/fixture.ts',
        "import { errorBody } from '../http/error-body.ts';",
      ),
    ).toEqual([expect.stringMatching(/^server-ledger may import only/)]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/rounds/fixture.ts',
        "import { buildApp } from '../../../src/modules/../http/app.ts';",
      ),
    ).toEqual([expect.stringMatching(/^server-module may import only/)]);
    expect(
      await boundaryErrors(
        'apps/server/src/realtime/fixture.ts',
        "import { placeBet } from '../modules/rounds/place-bet.ts';",
      ),
    ).toEqual([expect.stringMatching(/^server-realtime may import only/)]);
    expect(
      await boundaryErrors('apps/server/src/db/fixture.ts', "import { transfer } from '../ledger/index.ts';"),
    ).toEqual([expect.stringMatching(/^server-db may import only/)]);
  });

  it('lets each layer import the ones below it and the context files', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/http/routes/fixture.ts',
        [
          "import { placeBet } from '../../modules/rounds/place-bet.ts';",
          "import { decideRequest } from '../../modules/dnw/decide.ts';",
          "import { reject } from '../../core/rejection.ts';",
          "import type { AppContext } from '../../context.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/rounds/fixture.ts',
        [
          "import { moneyAction } from '../../core/money-action.ts';",
          "import { transfer } from '../../ledger/index.ts';",
          "import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';",
          "import { walletEntry } from '../wallet/wallet-entry.ts';",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it("refuses a module reaching into another module's own files", async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/modules/rounds/fixture.ts',
        "import { decideRequest } from '../dnw/decide.ts';",
      ),
    ).toEqual([expect.stringMatching(/public files only/)]);
  });

  it('keeps the write path in core out of the ledger below it', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/ledger/fixture.ts',
        "import { moneyAction } from '../core/money-action.ts';",
      ),
    ).toEqual([expect.stringMatching(/core\/rejection\.ts only/)]);
    expect(
      await boundaryErrors(
        'apps/server/src/ledger/fixture.ts',
        "import { reject } from '../core/rejection.ts';",
      ),
    ).toEqual([]);
  });

  it('lets the context files name the layers by type only, and nothing import the composition root', async () => {
    expect(
      await boundaryErrors(
        'apps/server/src/context.ts',
        "import { walletEntry } from './modules/wallet/wallet-entry.ts';",
      ),
    ).toEqual([expect.stringMatching(/types only/)]);
    expect(
      await boundaryErrors(
        'apps/server/src/context.ts',
        "import type { WalletEntry } from './modules/wallet/wallet-entry.ts';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/server/src/modules/rounds/fixture.ts',
        "import { createContext } from '../../create-context.ts';",
      ),
    ).toEqual([expect.stringMatching(/composition root/)]);
  });

  it('refuses test kits in production code, and allows them in tests', async () => {
    const kits = [
      "import { createTestSite } from '../../ledger/test-fixtures.ts';",
      "import { buildTestApp } from '../../../test/support/test-app.ts';",
      "import { createRng } from '@baro/testkit';",
    ].join('\n');
    expect(await boundaryErrors('apps/server/src/modules/rounds/fixture.ts', kits)).toEqual([
      expect.stringMatching(/never imports a test kit/),
      expect.stringMatching(/never imports a test kit/),
      expect.stringMatching(/never imports @baro\/testkit/),
    ]);
    expect(await boundaryErrors('apps/server/src/modules/rounds/fixture.test.ts', kits)).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/web/src/rounds/fixture.ts',
        "import { roundKit } from './round-test-kit.ts';",
      ),
    ).toEqual([expect.stringMatching(/never imports a test kit/)]);
  });
});
