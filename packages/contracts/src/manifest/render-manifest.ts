import { isRouteDef } from '../routes/index.ts';
import * as auth from '../routes/auth/index.ts';
import * as binary from '../routes/binary/index.ts';
import * as chat from '../routes/chat/index.ts';
import * as contact from '../routes/contact/index.ts';
import * as content from '../routes/content/index.ts';
import * as copytrade from '../routes/copytrade/index.ts';
import * as dnw from '../routes/dnw/index.ts';
import * as futures from '../routes/futures/index.ts';
import * as messages from '../routes/messages/index.ts';
import * as oversea from '../routes/oversea/index.ts';
import * as partner from '../routes/partner/index.ts';
import * as providers from '../routes/providers/index.ts';
import * as site from '../routes/site/index.ts';
import * as stock from '../routes/stock/index.ts';
import * as wallet from '../routes/wallet/index.ts';
import type { RouteDef } from '../route.ts';
import { contractModules, routeRefFields } from './route-ref.ts';
import type { ContractModule, RouteRef } from './route-ref.ts';

/** Every area module of route definitions, by its folder name. */
export const definitionModules: Readonly<Record<ContractModule, Readonly<Record<string, unknown>>>> = {
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

/** The route definitions a module exports, by export name, in name order. */
export function definitionsOf(module: ContractModule): [string, RouteDef][] {
  return Object.entries(definitionModules[module])
    .filter((entry): entry is [string, RouteDef] => isRouteDef(entry[1]))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The reference a definition gets: its wire-relevant fields, and where it lives. */
export function refOf(module: ContractModule, name: string, def: RouteDef): RouteRef {
  const ref: Record<string, unknown> = { module, name };
  for (const field of routeRefFields) ref[field] = def[field];
  return ref as unknown as RouteRef;
}

/**
 * The source of one manifest file (unformatted; the writer runs Prettier on it): one typed constant
 * per route definition of the module, as plain object literals so a bundler drops the unused ones.
 */
export function renderManifest(module: ContractModule): string {
  const lines = [
    `// Generated from the route definitions in src/routes/${module}: do not edit by hand. After changing`,
    '// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails',
    '// while this file and the definitions disagree.',
    `import type * as defs from '../routes/${module}/index.ts';`,
    "import type { RouteRef } from './route-ref.ts';",
    '',
  ];
  for (const [name, def] of definitionsOf(module)) {
    lines.push(
      `export const ${name}: RouteRef<typeof defs.${name}> = ${JSON.stringify(refOf(module, name, def))};`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Every manifest file, by file name (`auth.ts`). */
export function renderAllManifests(): Record<string, string> {
  return Object.fromEntries(contractModules.map((module) => [`${module}.ts`, renderManifest(module)]));
}
