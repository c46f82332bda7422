import { describe, expect, it } from 'vitest';
import { allRoutes } from '../routes/index.ts';
import * as auth from './auth.ts';
import * as binary from './binary.ts';
import * as chat from './chat.ts';
import * as contact from './contact.ts';
import * as content from './content.ts';
import * as copytrade from './copytrade.ts';
import * as dnw from './dnw.ts';
import * as futures from './futures.ts';
import * as messages from './messages.ts';
import * as oversea from './oversea.ts';
import * as partner from './partner.ts';
import * as providers from './providers.ts';
import { definitionsOf, refOf, renderManifest } from './render-manifest.ts';
import { contractModules } from './route-ref.ts';
import type { ContractModule } from './route-ref.ts';
import * as site from './site.ts';
import * as stock from './stock.ts';
import * as wallet from './wallet.ts';

const manifests: Record<ContractModule, Readonly<Record<string, unknown>>> = {
  auth,
  binary,
  chat,
  contact,
  content,
  copytrade,
  dnw,
  futures,
  messages,
  oversea,
  partner,
  providers,
  site,
  stock,
  wallet,
};

const regenerate = 'run `npx tsx apps/web/scripts/write-contract-manifest.ts` to regenerate the manifest';

describe('the route manifest', () => {
  it.each(contractModules)('%s: has exactly one reference per definition, equal to it', (module) => {
    const expected = Object.fromEntries(
      definitionsOf(module).map(([name, def]) => [name, refOf(module, name, def)]),
    );
    expect({ ...manifests[module] }, regenerate).toEqual(expected);
  });

  it('covers every route the server registers', () => {
    const referenced = contractModules.flatMap((module) =>
      Object.values(manifests[module]).map((ref) => {
        const { method, path } = ref as { method: string; path: string };
        return `${method} ${path}`;
      }),
    );
    for (const route of allRoutes) {
      expect(referenced, regenerate).toContain(`${route.method} ${route.path}`);
    }
  });

  it('renders a plain object literal per route, which a bundler can drop when unused', () => {
    const source = renderManifest('auth');
    expect(source).toContain("import type * as defs from '../routes/auth/index.ts';");
    expect(source).toMatch(
      /export const login: RouteRef<typeof defs\.login> = \{"module":"auth","name":"login",/,
    );
    expect(source).not.toMatch(/^import (?!type)/m);
  });
});
