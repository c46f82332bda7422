// The server's layers and the test-kit rule, with eslint-plugin-boundaries. Kept apart from
// eslint.config.js so that a test can lint a fixture with these rules alone
// (apps/server/test/layers/boundaries.test.ts), without the type-checked rules around them.
import boundaries from 'eslint-plugin-boundaries';

// The server's layers (apps/server/README.md "Layers", docs/adr/0008-server-layers.md). Each folder of
// apps/server/src is one element, and may import only itself and the elements listed for it, so the
// direction is http → modules → core / ledger / realtime / db whatever an import's path looks like (a
// `../../` escape is resolved to its file first). Beside the folders, at the top of src: the context
// files (caller.ts, config.ts, context.ts: what every layer is handed; anyone may import them, and
// they import the layers' types only) and the composition root (main.ts, create-context.ts,
// index.ts: imports anything, imported by nothing in src).
export const serverLayers = {
  'server-http': ['server-module', 'server-market', 'server-core', 'server-realtime', 'server-db'],
  'server-demo': ['server-module', 'server-market', 'server-core', 'server-ledger', 'server-db'],
  'server-module': [
    'server-market',
    'server-ownership',
    'server-core',
    'server-ledger',
    'server-realtime',
    'server-db',
  ],
  'server-market': ['server-ownership', 'server-core', 'server-realtime', 'server-db'],
  'server-ownership': ['server-db'],
  'server-core': ['server-ledger', 'server-realtime', 'server-db'],
  'server-realtime': ['server-core', 'server-db'],
  'server-ledger': ['server-core', 'server-db'],
  'server-db': [],
};
const serverElements = [
  { type: 'server-http', pattern: 'apps/server/src/http' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server-demo', pattern: 'apps/server/src/demo' },
  { type: 'server-market', pattern: 'apps/server/src/market' },
  { type: 'server-ownership', pattern: 'apps/server/src/ownership' },
  { type: 'server-core', pattern: 'apps/server/src/core' },
  { type: 'server-ledger', pattern: 'apps/server/src/ledger' },
  { type: 'server-realtime', pattern: 'apps/server/src/realtime' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
].map((element) => ({ ...element, partialMatch: false }));

// A module's public surface: the files other modules may import. Everything else in a module is its
// own; a new cross-module import either uses one of these or adds its file here, where review sees it.
export const moduleApi = [
  'accounts/mask-username.ts',
  'copytrade/trader-orders.ts',
  'dnw/dnw-rows.ts',
  // Copy trading writes followers' futures fills with the futures module's own rules and locks.
  'futures/close-settlement.ts',
  // A move out of the FUTURES wallet keeps the member's CROSS losses backed.
  'futures/cross-loss.ts',
  'futures/feed-prices.ts',
  'futures/futures-events.ts',
  'futures/futures-ledger.ts',
  'futures/futures-option.ts',
  'futures/order-records.ts',
  'futures/position-writes.ts',
  'dnw/request-rules.ts',
  'dnw/requests.ts',
  'dnw/settle.ts',
  'oversea/wallet-figures.ts',
  'providers/provider-lookup.ts',
  'sites/find-site.ts',
  'sites/site-info.ts',
  'sites/site-lookup.ts',
  'sites/site-settings.ts',
  // Every operator action of support and live chat is audited in its own transaction.
  'support/audit.ts',
  'wallet/prices.ts',
  'wallet/quote.ts',
  'wallet/site-wallets.ts',
  'wallet/wallet-entry.ts',
  'wallet/wallets.ts',
].map((file) => `apps/server/src/modules/${file}`);

// Test kits: tests, their fixtures and fakes. Production code never imports them.
export const testKits = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*test-kit*.{ts,tsx}',
  '**/test-fixtures.ts',
  'apps/server/test/**',
  'apps/web/e2e/**',
  'packages/testkit/**',
  'apps/server/src/ledger/ledger-model-steps.ts',
  'apps/server/src/market/feeds/fake-binance-server.ts',
];

const settings = {
  'boundaries/elements': serverElements,
  'boundaries/files': [
    { category: 'test-kit', pattern: testKits },
    { category: 'module-api', pattern: moduleApi },
    { category: 'server-context', pattern: 'apps/server/src/{caller,config,context}.ts' },
    { category: 'server-main', pattern: 'apps/server/src/{main,create-context,index}.ts' },
    // Every file has a category, so that "none of these categories" also matches a plain file.
    { category: 'source', pattern: '**/*' },
  ],
  'boundaries/root-path': import.meta.dirname,
  'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
};

const noTestKits = [
  {
    disallow: { to: { file: { categories: 'test-kit' } } },
    message: 'Production code never imports a test kit (eslint.layers.js, testKits).',
  },
  {
    disallow: { dependency: { source: ['@baro/testkit', '@baro/testkit/**'] } },
    message: 'Production code never imports @baro/testkit.',
  },
];

const layerPolicies = Object.entries(serverLayers).map(([from, allowed]) => ({
  from: { element: { type: from } },
  disallow: {
    to: {
      element: {
        type: Object.keys(serverLayers).filter((type) => type !== from && !allowed.includes(type)),
      },
    },
  },
  message: `${from} may import only ${[from, ...allowed, 'the context files'].join(', ')} (eslint.layers.js).`,
}));

const serverPolicies = [
  ...layerPolicies,
  {
    from: { element: { type: 'server-*' } },
    disallow: { to: { file: { categories: 'server-main' } } },
    message:
      'The composition root (main.ts, create-context.ts, index.ts) imports the layers, not the reverse.',
  },
  {
    from: { file: { categories: 'server-context' } },
    disallow: { to: { element: { type: 'server-*' } }, dependency: { kind: 'value' } },
    message: "The context files name the layers' types only (import type), never their code.",
  },
  {
    // The ledger sits below the write path (core/money-action.ts): of core it uses the refusal only.
    from: { element: { type: 'server-ledger' } },
    disallow: { to: { element: { type: 'server-core' }, file: { path: '!**/core/rejection.ts' } } },
    message: 'The ledger may import core/rejection.ts only: the write path in core is built on the ledger.',
  },
  {
    // One module reaches into another only through its public files (moduleApi).
    from: { element: { type: 'server-module' } },
    disallow: {
      to: {
        element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
        file: { categories: { noneOf: ['module-api'] } },
      },
    },
    message: "A module imports another module's public files only (eslint.layers.js, moduleApi).",
  },
  ...noTestKits,
];

/** The config blocks, for eslint.config.js and the layer test. */
export const layerRules = [
  {
    // Production code of every app and package: no test kits.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: testKits,
    plugins: { boundaries },
    settings,
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: noTestKits }],
    },
  },
  {
    // The server's production code: the layers too.
    files: ['apps/server/src/**/*.ts'],
    ignores: testKits,
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: serverPolicies },
      ],
    },
  },
];
