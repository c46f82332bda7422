// What the benchmark's processes say to each other over the IPC channel, and the tick both servers
// publish. One file, so the parent and the server child cannot disagree on a message's shape.

export const futuresInfoDestination = '/topic/futures_info';

/** The two servers under test; the child process picks one by this name (its first argument). */
export type ServerKind = 'stomp-broker-js' | 'baro';

export const serverKinds: readonly ServerKind[] = ['stomp-broker-js', 'baro'];

export function isServerKind(value: string | undefined): value is ServerKind {
  return value === 'stomp-broker-js' || value === 'baro';
}

/** One futures instrument's live figures, the shape `/topic/futures_info` carries (contracts). */
export interface FuturesTickItem {
  readonly futuresOptionId: number;
  readonly stock: string;
  readonly lastPrice: string;
  readonly markPrice: string;
  readonly priceChangePercent: string;
  readonly fundingRate: string;
  readonly nextFundingAt: string;
}

export interface FuturesTick {
  readonly items: readonly FuturesTickItem[];
}

/**
 * The tick numbered `tick` (1, 2, …): one instrument whose prices move with the number, so every
 * message differs and neither server could reuse a previous body. About 190 bytes of JSON.
 */
export function futuresTick(tick: number): FuturesTick {
  const tenths = 970_000 + (tick % 1000);
  const price = `${Math.floor(tenths / 10)}.${tenths % 10}`;
  return {
    items: [
      {
        futuresOptionId: 1,
        stock: 'BTCUSDT',
        lastPrice: price,
        markPrice: price,
        priceChangePercent: '1.25',
        fundingRate: '0.0001',
        nextFundingAt: '2026-01-01T08:00:00.000Z',
      },
    ],
  };
}

/**
 * How the child publishes the ticks a grant allows. `spaced`: one tick per turn of its event loop, as
 * a feed whose messages arrive in separate reads; no server can send two ticks in one write. `burst`:
 * all of them in one turn, as when a busy server reads several feed messages at once; a server may
 * then coalesce the ticks queued for a socket into one write.
 */
export type PublishMode = 'spaced' | 'burst';

export const publishModes: readonly PublishMode[] = ['spaced', 'burst'];

export function isPublishMode(value: string | undefined): value is PublishMode {
  return value === 'spaced' || value === 'burst';
}

/** Parent → server child. */
export type ParentMessage =
  /** Publish ticks until `upTo` ticks have been published since the child started. */
  | { readonly type: 'publish'; readonly upTo: number; readonly mode: PublishMode }
  /** Answer a `probe` with the same id; with `gc`, collect garbage first so memory is comparable. */
  | { readonly type: 'probe'; readonly id: number; readonly gc: boolean }
  | { readonly type: 'stop' };

/** What the child measures of itself. */
export interface ServerProbe {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
  /** Memory outside the V8 heap owned by JS objects (Buffers included). */
  readonly externalBytes: number;
  /** Subscriptions to the tick destination the server has registered. */
  readonly subscribers: number;
  readonly published: number;
  /** Event-loop turns in which ticks were published: `published / publishTurns` is the burst size. */
  readonly publishTurns: number;
  /** `process.cpuUsage()`, user plus system, since the child started. */
  readonly cpuMicros: number;
}

/** Server child → parent. */
export type ChildMessage =
  | { readonly type: 'listening'; readonly port: number }
  | ({ readonly type: 'probe'; readonly id: number } & ServerProbe);
