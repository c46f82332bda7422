import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A local stand-in for Binance's USDⓈ-M futures combined stream, for the adapter's tests: it accepts
 * `/stream?streams=…`, records what each connection asked for, and sends what the test tells it to,
 * wrapped as Binance wraps combined-stream events. It can drop every connection, or refuse new ones.
 */
export class FakeBinanceServer {
  readonly #server: WebSocketServer;
  readonly #clients = new Set<WebSocket>();
  /** The path and query of every connection accepted, in order. */
  readonly requests: string[] = [];
  /** Handshakes refused while `refusing` was set. */
  refused = 0;
  refusing = false;

  private constructor() {
    this.#server = new WebSocketServer({
      host: '127.0.0.1',
      port: 0,
      verifyClient: (_info, callback) => {
        if (this.refusing) this.refused += 1;
        callback(!this.refusing, 503);
      },
    });
    this.#server.on('connection', (socket, request) => {
      this.requests.push(request.url ?? '');
      this.#clients.add(socket);
      socket.on('close', () => this.#clients.delete(socket));
    });
  }

  static async start(): Promise<FakeBinanceServer> {
    const fake = new FakeBinanceServer();
    await new Promise<void>((resolve) => fake.#server.once('listening', resolve));
    return fake;
  }

  /** The base URL to give the adapter (it appends `/stream?streams=…`). */
  get url(): string {
    return `ws://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  get connectionCount(): number {
    return this.#clients.size;
  }

  /** Sends a raw frame to every connection, as text unless it is a Buffer. */
  sendRaw(frame: string | Buffer): void {
    for (const client of this.#clients) client.send(frame, { binary: Buffer.isBuffer(frame) });
  }

  /** Sends an event wrapped as the combined stream does: `{"stream": name, "data": event}`. */
  send(stream: string, data: Record<string, unknown>): void {
    this.sendRaw(JSON.stringify({ stream, data }));
  }

  /** An `aggTrade` event in Binance's documented shape. */
  trade(symbol: string, price: string, qty: string, tradeTimeMs: number): void {
    this.send(`${symbol.toLowerCase()}@aggTrade`, {
      e: 'aggTrade',
      E: tradeTimeMs + 5,
      s: symbol,
      a: 5_933_014,
      p: price,
      q: qty,
      f: 100,
      l: 105,
      T: tradeTimeMs,
      m: true,
    });
  }

  /** A `markPriceUpdate` event in Binance's documented shape. */
  mark(
    symbol: string,
    mark: string,
    index: string,
    fundingRate: string,
    eventTimeMs: number,
    nextFundingMs: number,
  ): void {
    this.send(`${symbol.toLowerCase()}@markPrice@1s`, {
      e: 'markPriceUpdate',
      E: eventTimeMs,
      s: symbol,
      p: mark,
      i: index,
      P: mark,
      r: fundingRate,
      T: nextFundingMs,
    });
  }

  /** Cuts every connection without a closing handshake, as a network failure does. */
  dropAll(): void {
    for (const client of this.#clients) client.terminate();
  }

  async close(): Promise<void> {
    this.dropAll();
    await new Promise<void>((resolve, reject) => {
      this.#server.close((error) => {
        if (error) reject(error);
        else resolve();
      });
    });
  }
}
