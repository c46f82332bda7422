import { orderCostMinor, ReferenceFuturesBook } from '@baro/domain';
import type { FuturesCommand, FuturesOrderType, FuturesTerms, FuturesTick } from '@baro/domain';
import type { Database } from '../../src/db/database.ts';
import { checkLedgerInvariants, walletViews } from '../../src/ledger/index.ts';
import { loadFuturesOptionById } from '../../src/modules/futures/futures-option.ts';
import { USDT } from './futures-fixture.ts';
import type { KillBook } from './kill-world.ts';

// What the futures kill test reads back from the database after a run, and what the reference engine
// (@baro/domain's ReferenceFuturesBook, the naive scan-everything engine) decides when fed the same
// commands (the orders and cancels the database holds, in id order) and the deciding ticks the
// database recorded on the orders and positions.

export interface StoredOrder {
  readonly id: number;
  readonly memberId: number;
  readonly side: 'LONG' | 'SHORT';
  readonly type: FuturesOrderType | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION';
  readonly status: 'OPEN' | 'FILLED' | 'CANCELLED';
  readonly qty: bigint;
  readonly price: number | null;
  readonly stopPrice: number | null;
  /** The deciding tick of a fill (DOMAIN.md §0), null unless FILLED. */
  readonly fill: { readonly source: string; readonly atMs: number; readonly price: number } | null;
}

export interface StoredPosition {
  readonly memberId: number;
  readonly side: 'LONG' | 'SHORT';
  readonly qty: bigint;
  readonly entryPrice: number;
  readonly margin: bigint;
  readonly leverage: number;
  readonly marginType: 'ISOLATED' | 'CROSS';
}

export interface Stored {
  readonly orders: readonly StoredOrder[];
  /** The open positions by member. */
  readonly open: ReadonlyMap<number, StoredPosition>;
  /** Each closed position's deciding tick. */
  readonly closeTicks: readonly { source: string; atMs: number; price: number }[];
  /** FUTURES wallet by member: [point, gameWaitPoint]. */
  readonly wallets: ReadonlyMap<number, readonly [bigint, bigint]>;
  /** The site's USDT system accounts by kind (HOUSE, FEE, INSURANCE, FUTURES_MARGIN). */
  readonly system: ReadonlyMap<string, bigint>;
  /** Postings of one futures ref that repeat the same pair of accounts: a movement made twice. */
  readonly repeatedPostings: readonly string[];
  readonly fundings: number;
  readonly problems: readonly string[];
}

interface OrderRow {
  id: number;
  member_id: number;
  trade_type: 'LONG' | 'SHORT';
  market_type: StoredOrder['type'];
  status: StoredOrder['status'];
  qty: string;
  price: string | null;
  stop_price: string | null;
  fill_price: string | null;
  fill_tick_at: Date | null;
  fill_source: string | null;
}

interface PositionRow {
  member_id: number;
  status: 'OPEN' | 'CLOSED';
  trade_type: 'LONG' | 'SHORT';
  qty: string;
  entry_price: string;
  margin: string;
  leverage: number;
  margin_type: 'ISOLATED' | 'CROSS';
  close_price: string | null;
  close_tick_at: Date | null;
  close_source: string | null;
}

/** The book's orders, positions and wallets, and the site's system accounts and ledger checks. */
export async function readStored(db: Database, siteId: number, book: KillBook): Promise<Stored> {
  const orders = await db.query<OrderRow>(
    `SELECT id, member_id, trade_type, market_type, status, qty::text AS qty, price::text AS price,
       stop_price::text AS stop_price, fill_price::text AS fill_price, fill_tick_at, fill_source
     FROM futures_order WHERE futures_option_id = $1 ORDER BY id`,
    [book.optionId],
  );
  const positions = await db.query<PositionRow>(
    `SELECT member_id, status, trade_type, qty::text AS qty, entry_price::text AS entry_price,
       margin::text AS margin, leverage, margin_type, close_price::text AS close_price, close_tick_at, close_source
     FROM futures_position WHERE futures_option_id = $1 ORDER BY id`,
    [book.optionId],
  );
  const wallets = new Map<number, readonly [bigint, bigint]>();
  for (const member of book.members) {
    const views = await walletViews(db, { siteId, memberId: member.id });
    const futures = views.find((view) => view.type === 'FUTURES');
    wallets.set(member.id, [futures?.point ?? 0n, futures?.gameWaitPoint ?? 0n]);
  }
  const system = await db.query<{ kind: string; balance: string }>(
    `SELECT kind, SUM(balance)::text AS balance FROM ledger_account
     WHERE site_id = $1 AND asset = 'USDT' AND member_id IS NULL GROUP BY kind`,
    [siteId],
  );
  const repeated = await db.query<{ problem: string }>(
    `SELECT format('%s: %s postings from %s to %s', ref, count(*), debit_account_id, credit_account_id) AS problem
     FROM ledger_posting WHERE site_id = $1 AND ref LIKE 'futures-%'
     GROUP BY ref, debit_account_id, credit_account_id HAVING count(*) > 1`,
    [siteId],
  );
  const fundings = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM futures_funding WHERE site_id = $1',
    [siteId],
  );
  return {
    orders: orders.rows.map((row) => ({
      id: row.id,
      memberId: row.member_id,
      side: row.trade_type,
      type: row.market_type,
      status: row.status,
      qty: BigInt(row.qty),
      price: row.price === null ? null : Number(row.price),
      stopPrice: row.stop_price === null ? null : Number(row.stop_price),
      fill:
        row.fill_price === null || row.fill_tick_at === null || row.fill_source === null
          ? null
          : { source: row.fill_source, atMs: row.fill_tick_at.getTime(), price: Number(row.fill_price) },
    })),
    open: new Map(
      positions.rows
        .filter((row) => row.status === 'OPEN')
        .map((row) => [
          row.member_id,
          {
            memberId: row.member_id,
            side: row.trade_type,
            qty: BigInt(row.qty),
            entryPrice: Number(row.entry_price),
            margin: BigInt(row.margin),
            leverage: row.leverage,
            marginType: row.margin_type,
          },
        ]),
    ),
    closeTicks: positions.rows
      .filter((row) => row.status === 'CLOSED')
      .map((row) => ({
        source: row.close_source ?? '',
        atMs: row.close_tick_at?.getTime() ?? 0,
        price: Number(row.close_price),
      })),
    wallets,
    system: new Map(system.rows.map((row) => [row.kind, BigInt(row.balance)])),
    repeatedPostings: repeated.rows.map((row) => row.problem),
    fundings: fundings.rows[0]?.n ?? -1,
    problems: await checkLedgerInvariants(db, { siteId }),
  };
}

export async function optionTerms(db: Database, book: KillBook): Promise<FuturesTerms> {
  const option = await loadFuturesOptionById(db, book.optionId);
  if (option === undefined) throw new Error('the option was not seeded');
  return option.terms;
}

/** What the reference engine decided: the final book, and each fill and liquidation with its price. */
export interface ReferenceRun {
  readonly engine: ReferenceFuturesBook;
  /** Filled order id → fill price. */
  readonly fills: ReadonlyMap<number, number>;
  /** Liquidated member id → the mark price it was closed at. */
  readonly liquidations: ReadonlyMap<number, number>;
}

function tickAt(source: string, atMs: number, price: number): FuturesTick {
  // The feed sends the mark at the trade's price (PriceDriver), so both sides of the tick are one price.
  return { source, atMs, lastPrice: price, markPrice: price };
}

/**
 * Feeds the reference engine: the members as seeded; a tick at `placementPrice` (the price while the
 * orders were placed); each placed order in id order (a MARKET order after its own recorded tick);
 * the member cancels; then the deciding ticks recorded on the triggered fills and the closed positions,
 * in time order, and any `extraTicks` after them.
 */
export function runReference(
  terms: FuturesTerms,
  book: KillBook,
  stored: Stored,
  placementPrice: number,
  extraTicks: readonly FuturesTick[] = [],
): ReferenceRun {
  const engine = new ReferenceFuturesBook(terms);
  const fills = new Map<number, number>();
  const liquidations = new Map<number, number>();
  const decide = (command: FuturesCommand) => {
    const decision = engine.decide(command);
    if (!decision.result.ok && command.type !== 'TICK') {
      throw new Error(
        `the reference refused ${JSON.stringify(command, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}: ${decision.result.code}`,
      );
    }
    for (const event of decision.events) {
      if (event.type === 'ORDER_FILLED' && event.fill.orderId !== null) {
        fills.set(event.fill.orderId, event.fill.price);
      }
      if (event.type === 'POSITION_LIQUID') liquidations.set(Number(event.fill.memberId), event.fill.price);
    }
  };
  for (const member of book.members) {
    decide({
      type: 'SYNC_MEMBER',
      memberId: String(member.id),
      availableMinor: member.fundsUsdt * USDT,
      leverage: member.leverage,
      marginType: member.marginType,
    });
  }
  // The price the resting orders were placed at (its time does not matter: no rule reads it).
  decide({ type: 'TICK', tick: tickAt('binance', 0, placementPrice) });
  const placed = stored.orders.filter(
    (order) => order.type !== 'LIQUIDATION' && order.type !== 'TAKEPROFIT' && order.type !== 'STOPLOSS',
  );
  for (const order of placed) {
    if (order.type === 'MARKET') {
      if (order.fill === null) throw new Error(`market order ${order.id} has no fill tick`);
      decide({ type: 'TICK', tick: tickAt(order.fill.source, order.fill.atMs, order.fill.price) });
    }
    decide({
      type: 'PLACE',
      memberId: String(order.memberId),
      orderId: order.id,
      side: order.side,
      orderType: order.type as FuturesOrderType,
      qtyMinor: order.qty,
      ...(order.price === null ? {} : { price: order.price }),
      ...(order.stopPrice === null ? {} : { stopPrice: order.stopPrice }),
    });
  }
  for (const order of placed) {
    if (order.status === 'CANCELLED') {
      decide({ type: 'CANCEL', memberId: String(order.memberId), orderId: order.id });
    }
  }
  const deciding = new Map<string, FuturesTick>();
  for (const order of stored.orders) {
    if (order.fill === null || order.type === 'MARKET') continue;
    deciding.set(
      `${order.fill.atMs}:${order.fill.price}`,
      tickAt(order.fill.source, order.fill.atMs, order.fill.price),
    );
  }
  for (const close of stored.closeTicks) {
    deciding.set(`${close.atMs}:${close.price}`, tickAt(close.source, close.atMs, close.price));
  }
  const ticks = [...deciding.values()].sort((a, b) => a.atMs - b.atMs || a.lastPrice - b.lastPrice);
  for (const tick of [...ticks, ...extraTicks]) decide({ type: 'TICK', tick });
  return { engine, fills, liquidations };
}

/**
 * A member's book in the reference: [available, held + position margin], position, resting order ids.
 * A resting order holds its cost estimate on the server (margin + open and close fee, docs/ledger-flows.md
 * "Coin futures"), where the engine holds its margin and open fee only: the close-fee part is counted
 * as held here rather than available, as the server keeps it.
 */
export function referenceMember(run: ReferenceRun, memberId: number) {
  const id = String(memberId);
  const view = run.engine.member(id);
  const position = run.engine.position(id);
  const orders = run.engine.orders(id);
  const { takerFeeBps } = run.engine.terms;
  const held = orders.reduce(
    (sum, order) => sum + orderCostMinor(order.qtyMinor, order.leverage, takerFeeBps),
    0n,
  );
  const engineHeld = orders.reduce((sum, order) => sum + order.heldMinor, 0n);
  return {
    wallet: [
      (view?.availableMinor ?? 0n) - (held - engineHeld),
      held + (position?.marginMinor ?? 0n),
    ] as const,
    position:
      position === null
        ? undefined
        : {
            memberId,
            side: position.side,
            qty: position.qtyMinor,
            entryPrice: position.entryPrice,
            margin: position.marginMinor,
            leverage: position.leverage,
            marginType: position.marginType,
          },
    resting: orders.map((order) => order.orderId),
  };
}
