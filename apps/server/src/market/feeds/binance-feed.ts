import { assert } from '@baro/domain';
import { WebSocket, type RawData } from 'ws';
import type { Clock } from '../../context.ts';
import {
  BINANCE_SOURCE,
  binanceStreamNames,
  parseBinanceMessage,
  type BinanceInstrument,
} from './binance-messages.ts';
import { DEFAULT_FEED_GAP_MS, GapDetector } from './gap-detector.ts';
import type { PriceFeed, TickSink } from './price-feed.ts';
import type { Scheduler, TimerHandle } from './timers.ts';

/** Binance USDⓈ-M futures routes `aggTrade` and `markPrice` under `/market` (a bare host delivers neither). */
export const BINANCE_FUTURES_MARKET_URL = 'wss://fstream.binance.com/market';

export interface ReconnectPolicy {
  /** The wait before the first reconnect after a drop. */
  readonly initialMs: number;
  /** Waits double per failed attempt up to this. */
  readonly maxMs: number;
}

export interface BinanceFeedConfig {
  readonly instruments: readonly BinanceInstrument[];
  /** Default `BINANCE_FUTURES_MARKET_URL`; the feed opens `${baseUrl}/stream?streams=…`. */
  readonly baseUrl?: string;
  /** Subscribe to `<symbol>@markPrice@1s` as well, for `TickSink.onMark`; default true. */
  readonly markPrices?: boolean;
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  readonly gapMs?: number;
  /** Default 500 ms doubling to 30 s. */
  readonly reconnect?: ReconnectPolicy;
  /**
   * An open connection silent for this long is treated as dead and replaced; default 15 s. With mark
   * prices every second a live connection is never that quiet, and a half-open TCP connection may
   * otherwise go unnoticed for minutes.
   */
  readonly silenceMs?: number;
  /** The largest frame accepted; ws refuses a bigger one and closes, so nothing grows without bound. */
  readonly maxMessageBytes?: number;
}

/** What the adapter has seen since it was created, for logs and the operator's status page. */
export interface BinanceFeedStats {
  trades: number;
  marks: number;
  ignored: number;
  malformed: number;
  /** Trades older than the stock's previous trade, dropped so ticks stay in time order per stock. */
  outOfOrder: number;
  connects: number;
  /** Connections lost and connection attempts that failed; each is followed by a reconnect. */
  drops: number;
}

/** The wait before reconnect attempt `attempt` (0 for the first after a drop): doubling, capped. */
export function reconnectDelayMs(attempt: number, policy: ReconnectPolicy): number {
  return Math.min(policy.maxMs, policy.initialMs * 2 ** Math.min(attempt, 30));
}

/**
 * Binance's public trade and mark-price streams as a feed. Each message is handled as it arrives and
 * its tick goes straight to the sink (nothing is queued here). A dropped connection puts every stock in
 * a gap at once — trades were missed, so the last price is no longer the price — and reconnects after
 * a capped, doubling wait; the stocks resume with their next trade. Binance closes every connection
 * after 24 hours: that is a drop like any other, reconnected after `initialMs`. ws answers the venue's
 * ping frames itself.
 */
export class BinanceFeed implements PriceFeed {
  readonly source = BINANCE_SOURCE;
  readonly stocks: readonly string[];
  readonly #config: BinanceFeedConfig;
  readonly #url: string;
  readonly #bySymbol: ReadonlyMap<string, BinanceInstrument>;
  readonly #detector: GapDetector;
  readonly #lastTradeAtMs = new Map<string, number>();
  readonly #stats: BinanceFeedStats = {
    trades: 0,
    marks: 0,
    ignored: 0,
    malformed: 0,
    outOfOrder: 0,
    connects: 0,
    drops: 0,
  };
  #sink: TickSink | null = null;
  #socket: WebSocket | null = null;
  #attempt = 0;
  #lastMessageAtMs = 0;
  #reconnectTimer: TimerHandle | null = null;
  #watchdog: TimerHandle | null = null;
  #started: (() => void) | null = null;

  constructor(config: BinanceFeedConfig) {
    assert(config.instruments.length > 0, 'The Binance feed needs at least one instrument.');
    this.#config = config;
    this.stocks = config.instruments.map((instrument) => instrument.stock);
    this.#bySymbol = new Map(config.instruments.map((i) => [i.symbol ?? i.stock, i]));
    const streams = binanceStreamNames(config.instruments, config.markPrices ?? true);
    this.#url = `${config.baseUrl ?? BINANCE_FUTURES_MARKET_URL}/stream?streams=${streams.join('/')}`;
    this.#detector = new GapDetector({
      source: this.source,
      stocks: this.stocks,
      gapMs: config.gapMs ?? DEFAULT_FEED_GAP_MS,
      clock: config.clock,
      scheduler: config.scheduler,
    });
  }

  stats(): Readonly<BinanceFeedStats> {
    return { ...this.#stats };
  }

  /**
   * Connects; resolves on the first open connection. If the venue cannot be reached it keeps trying
   * (the stocks go into a gap after `gapMs`) and the promise waits; `stop()` settles it.
   */
  start(sink: TickSink): Promise<void> {
    assert(this.#sink === null, 'The Binance feed is already started.');
    this.#sink = sink;
    this.#detector.start(sink);
    const silenceMs = this.#config.silenceMs ?? 15_000;
    this.#watchdog = this.#config.scheduler.setInterval(
      () => {
        this.#checkSilence(silenceMs);
      },
      Math.max(10, Math.floor(silenceMs / 4)),
    );
    const started = new Promise<void>((resolve) => {
      this.#started = resolve;
    });
    this.#connect();
    return started;
  }

  async stop(): Promise<void> {
    this.#sink = null;
    this.#detector.stop();
    this.#reconnectTimer?.cancel();
    this.#reconnectTimer = null;
    this.#watchdog?.cancel();
    this.#watchdog = null;
    this.#started?.();
    this.#started = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket === null || socket.readyState === WebSocket.CLOSED) return;
    const closed = new Promise<void>((resolve) => {
      socket.once('close', () => {
        resolve();
      });
    });
    socket.terminate();
    await closed;
  }

  #connect(): void {
    this.#reconnectTimer = null;
    const socket = new WebSocket(this.#url, {
      maxPayload: this.#config.maxMessageBytes ?? 64 * 1024,
      handshakeTimeout: 10_000,
      perMessageDeflate: false,
    });
    this.#socket = socket;
    socket.on('open', () => {
      this.#stats.connects += 1;
      this.#lastMessageAtMs = this.#config.clock.nowMs();
      this.#started?.();
      this.#started = null;
    });
    socket.on('message', (data, isBinary) => {
      if (socket === this.#socket) this.#onMessage(data, isBinary);
    });
    // 'close' always follows 'error', and the reconnect happens there; the error itself tells nothing more.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (socket === this.#socket) this.#onClose();
    });
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    const sink = this.#sink;
    if (sink === null) return;
    this.#lastMessageAtMs = this.#config.clock.nowMs();
    if (isBinary || !Buffer.isBuffer(data)) {
      this.#stats.malformed += 1;
      return;
    }
    const message = parseBinanceMessage(data.toString('utf8'), this.#bySymbol);
    switch (message.kind) {
      case 'trade': {
        const tick = message.tick;
        if (tick.atMs < (this.#lastTradeAtMs.get(tick.stock) ?? 0)) {
          this.#stats.outOfOrder += 1;
          return;
        }
        this.#lastTradeAtMs.set(tick.stock, tick.atMs);
        this.#stats.trades += 1;
        // A connection that delivers market data is healthy: the next drop starts the backoff afresh.
        this.#attempt = 0;
        this.#detector.deliver([tick]);
        return;
      }
      case 'mark':
        this.#stats.marks += 1;
        this.#attempt = 0;
        sink.onMark?.(message.mark);
        return;
      case 'ignored':
        this.#stats.ignored += 1;
        return;
      case 'malformed':
        this.#stats.malformed += 1;
        return;
    }
  }

  #onClose(): void {
    this.#socket = null;
    if (this.#sink === null) return;
    this.#stats.drops += 1;
    this.#detector.reportAll();
    const delayMs = reconnectDelayMs(
      this.#attempt,
      this.#config.reconnect ?? { initialMs: 500, maxMs: 30_000 },
    );
    this.#attempt += 1;
    this.#reconnectTimer = this.#config.scheduler.setTimeout(() => {
      this.#connect();
    }, delayMs);
  }

  #checkSilence(silenceMs: number): void {
    const socket = this.#socket;
    if (socket?.readyState !== WebSocket.OPEN) return;
    if (this.#config.clock.nowMs() - this.#lastMessageAtMs > silenceMs) socket.terminate();
  }
}
