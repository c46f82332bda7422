import type { Rolldown } from 'vite';

// The build's manual chunk groups (Rolldown `codeSplitting.groups`), measured by bench:web-budget.
//
// Left to itself the bundler gives every set of lazy screen groups that shares a module its own chunk:
// /future/{id} fetched 29 scripts, a third of them under 1 KB, and each answer costs ~370 bytes of
// headers besides losing what brotli would have shared with its neighbours. The groups below gather
// those pieces by what loads them together. Two rules keep the first page (/signin) from paying for
// it: whatever the first page runs is grouped first ('$initial' groups), so a later group cannot pull
// it out of the first page's chunks; and the later groups take the listed modules only, not their
// imports (`includeDependenciesRecursively: false`), or a member's wallet hook would drag TanStack's
// query observer, which /signin needs too, into a chunk /signin would then download whole.

/** A module path test: `dir/` followed by one of `names` and a script extension. */
function modulesIn(dir: string, names: readonly string[]): string {
  return `${dir}[\\\\/](?:${names.join('|')})\\.(?:tsx?|m?js)$`;
}

function anyOf(...sources: readonly string[]): RegExp {
  return new RegExp(sources.map((source) => `(?:${source})`).join('|'));
}

const src = 'apps[\\\\/]web[\\\\/]src';
const contracts = 'packages[\\\\/]contracts[\\\\/]src';
const reactQuery = 'node_modules[\\\\/]@tanstack[\\\\/]react-query[\\\\/]build[\\\\/]modern';
const queryCore = 'node_modules[\\\\/]@tanstack[\\\\/]query-core[\\\\/]build[\\\\/]modern';
const lucideIcons = 'node_modules[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons';

/**
 * The response checks and socket payload checks every signed-in page needs within its first seconds
 * (the member, unread counts, wallets, the member and broadcast queues) and those of the trade pages'
 * calls: one chunk instead of eight that each arrived with its own headers.
 */
const shellChecks = anyOf(
  modulesIn(`${contracts}[\\\\/]manifest[\\\\/]checks`, [
    'auth',
    'contact',
    'messages',
    'wallet',
    'futures',
    'stock',
  ]),
  modulesIn(`${contracts}[\\\\/]manifest[\\\\/]destinations`, ['member', 'broadcast']),
);

/**
 * What the member's screens share across screen groups (wallet balances and hooks, number inputs,
 * market lists and price formats, the futures queries the trade page and the wallet history both
 * use, the route manifests of those areas). Named one by one: a module only one group needs stays
 * in that group's chunk, and a module another group shares with /signin belongs to `signKit`.
 */
const memberKit = anyOf(
  modulesIn(`${src}[\\\\/]wallet`, [
    'wallet-hooks',
    'wallet-money',
    'wallet-queries',
    'wallet-cache',
    'wallet-socket',
    'request-id',
    'amount-input',
    'amount-text',
  ]),
  modulesIn(`${src}[\\\\/]futures`, ['futures-math', 'futures-queries']),
  // The copy events' toasts and skip reasons: the futures page and the copy-trading screens.
  modulesIn(`${src}[\\\\/]copytrade`, ['copy-labels']),
  modulesIn(`${src}[\\\\/]screens[\\\\/]futures`, ['order-rows', 'order-history']),
  modulesIn(`${src}[\\\\/]format`, ['wallet-amount', 'percent-change']),
  modulesIn(`${src}[\\\\/]ui`, [
    'drawer-panel',
    'use-presence',
    'left-drawer',
    'empty-state',
    'numeric-value',
    'numeric-input',
    'toast-durations',
    // The list states: the trade pages and the copy-trading screens (which draw no candle chart).
    'query-list',
  ]),
  modulesIn(`${src}[\\\\/]market`, [
    'coin-logo',
    'stock-row',
    'price-format',
    'queries',
    'market-lists',
    'chart-bars',
    // The socket hooks: the trade pages, copy trading and live chat, which draws no chart.
    'use-market-topic',
  ]),
  modulesIn(`${src}[\\\\/]socket`, ['use-socket']),
  modulesIn(`${src}[\\\\/]rounds`, ['tick-time', 'tones', 'bet-sounds']),
  modulesIn(contracts, ['ids']),
  modulesIn(`${contracts}[\\\\/]sockets`, ['destination-path']),
  modulesIn(`${contracts}[\\\\/]manifest`, ['binary', 'dnw', 'futures', 'oversea', 'stock', 'wallet']),
  // Live chat's limit, which would otherwise ride in the chunk of the chat schemas and bring zod.
  modulesIn(`${contracts}[\\\\/]routes[\\\\/]chat`, ['limits']),
  modulesIn(reactQuery, ['useInfiniteQuery', 'infiniteQueryOptions']),
  modulesIn(queryCore, ['infiniteQueryObserver']),
  modulesIn(lucideIcons, ['inbox']),
);

/**
 * What the trade pages (coin futures, overseas futures and its quick order) share: the live prices,
 * the market header pieces, the order toasts and the chart (Baro's own, ADR 0009). Without a group
 * of their own, each set of pages sharing some of them made a small chunk /future/{id} downloaded
 * beside its own.
 */
const tradeKit = anyOf(
  modulesIn(`${src}[\\\\/]market`, [
    'live-prices',
    'price-lines',
    'price-chart',
    'candle-chart',
    'candle-painter',
    'chart-scene',
    'chart-axis-layout',
    'chart-price-scale',
    'chart-time-view',
    'chart-gestures',
    'chart-style',
    'axis-label-clearance',
  ]),
  modulesIn(`${src}[\\\\/]screens[\\\\/]trade`, ['market-preview']),
  modulesIn(`${src}[\\\\/]ui`, ['toasts']),
);

/** `useQuery` and the input style: the sign-in form and every member screen use both. */
const queryHooks = anyOf(
  modulesIn(reactQuery, [
    'useQuery',
    'useBaseQuery',
    'suspense',
    'errorBoundaryUtils',
    'QueryErrorResetBoundary',
    'IsRestoringProvider',
  ]),
  modulesIn(queryCore, ['queryObserver']),
  modulesIn(`${src}[\\\\/]ui`, ['input-style']),
);

/**
 * The form pieces the sign group shares with the member screens (password and phone fields, the
 * leave question signup and the inquiry form ask).
 */
const signKit = anyOf(
  modulesIn(`${src}[\\\\/]screens[\\\\/]common`, [
    'form-controls',
    'new-password-fields',
    'use-leave-confirmation',
  ]),
  modulesIn(`${src}[\\\\/]ui`, ['phone-input', 'restricted-input', 'character-rules']),
  modulesIn(`${src}[\\\\/]format`, ['phone-mask']),
  modulesIn(lucideIcons, ['eye', 'eye-off', 'check']),
);

/**
 * Libraries and the contracts change less often than the app: their own chunks stay cached across
 * deploys of screen code. Only what the first page loads anyway is grouped with them ('$initial':
 * reached by static imports from main.tsx); a library that only a lazy chunk needs (the socket's
 * stompjs, DOMPurify, sonner, workbox-window) stays with that chunk. zod gets a group of its own
 * although the first page never loads it (response checks are JSON schemas; zod is loaded for the few
 * routes whose schemas JSON Schema cannot carry): one chunk that those routes share. The app's own
 * first-page code is grouped too (`app`), which is what keeps the later groups off it.
 */
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, tags: ['$initial'] },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
  { name: 'contracts', test: /packages[\\/]contracts[\\/]/, tags: ['$initial'] },
  { name: 'vendor', test: /node_modules/, tags: ['$initial'] },
  { name: 'app', test: /apps[\\/]web[\\/]src[\\/]/, tags: ['$initial'] },
  { name: 'shell-checks', test: shellChecks },
  { name: 'member-kit', test: memberKit, minShareCount: 2, includeDependenciesRecursively: false },
  { name: 'query-hooks', test: queryHooks, includeDependenciesRecursively: false },
  { name: 'sign-kit', test: signKit, includeDependenciesRecursively: false },
  { name: 'trade-kit', test: tradeKit, minShareCount: 2 },
];
