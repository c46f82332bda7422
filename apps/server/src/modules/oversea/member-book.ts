import { isOpen, ReferenceOverseaBook } from '@baro/domain';
import type { OverseaOrderView, OverseaPositionView, OverseaSide } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { OverseaAccounts } from './oversea-ledger.ts';
import type { OverseaSite } from './oversea-site.ts';

/** An open `oversea_order` row as the engine restores it. */
interface OpenOrderRow {
  id: number;
  stock: string;
  trade_type: OverseaSide;
  market_type: 'LIMIT' | 'STOPMARKET';
  qty: number;
  price: string;
  tp_tick: number | null;
  sl_tick: number | null;
  held: string;
  seq: string;
}

/** An open `oversea_position` row as the engine restores it. */
interface OpenPositionRow {
  id: number;
  stock: string;
  trade_type: OverseaSide;
  qty: number;
  entry_price: string;
  margin: string;
  tp_tick: number | null;
  sl_tick: number | null;
  is_overnight: boolean;
  seq: string;
  tp_seq: string;
  sl_seq: string;
}

const openOrdersSql = `SELECT id, stock, trade_type, market_type, qty, price::text AS price, tp_tick, sl_tick,
    held::text AS held, seq::text AS seq
  FROM oversea_order WHERE member_id = $1 AND site_id = $2 AND status = 'OPEN' ORDER BY seq, id`;

const openPositionsSql = `SELECT id, stock, trade_type, qty, entry_price::text AS entry_price, margin::text AS margin,
    tp_tick, sl_tick, is_overnight, seq::text AS seq, tp_seq::text AS tp_seq, sl_seq::text AS sl_seq
  FROM oversea_position WHERE member_id = $1 AND site_id = $2 AND status = 'OPEN' ORDER BY id`;

/** One member's overseas state in an engine of its own, as the database holds it under the lock. */
export interface MemberBook {
  readonly book: ReferenceOverseaBook;
  readonly memberKey: string;
  /** The stocks the member holds a position on. */
  readonly heldStocks: ReadonlySet<string>;
  /** Stocks whose price the feed cannot give now (none yet, or in a gap): nothing is decided on them. */
  readonly unpriced: ReadonlySet<string>;
}

/**
 * Loads one member's open orders and positions, their point and the site's last prices into a fresh
 * engine (the reference engine: for one member, scanning is indexing). The caller holds the member's
 * overseas accounts locked (`lockOverseaAccounts`), so what is loaded stays true until it commits; the
 * engine then decides the action with every rule of DOMAIN.md §4 exactly as the property-tested
 * engine does, and `persistDecision` writes what it decided.
 */
export async function loadMemberBook(
  tx: Queryable,
  input: {
    site: OverseaSite;
    accounts: OverseaAccounts;
    market: MarketService;
    nowMs: number;
  },
): Promise<MemberBook> {
  const { site, accounts, market, nowMs } = input;
  const memberKey = String(accounts.memberId);
  const book = new ReferenceOverseaBook(site.bookTerms);
  const unpriced = new Set<string>();
  for (const option of site.options) {
    const state = market.stock(option.stock);
    const last = state?.lastTick ?? null;
    if (last === null) {
      unpriced.add(option.stock);
      continue;
    }
    // The last price values positions even in a feed gap; orders on a stock in a gap are refused.
    if (state?.gap != null) unpriced.add(option.stock);
    book.decide({
      type: 'RESTORE_TICK',
      tick: { stock: option.stock, source: last.source, atMs: last.atMs, price: last.price },
      open: isOpen(option.calendarId, nowMs),
    });
  }
  book.decide({ type: 'SYNC_MEMBER', memberId: memberKey, pointMinor: accounts.pointMinor });
  const [orders, positions] = await Promise.all([
    tx.query<OpenOrderRow>(openOrdersSql, [accounts.memberId, accounts.siteId]),
    tx.query<OpenPositionRow>(openPositionsSql, [accounts.memberId, accounts.siteId]),
  ]);
  const heldStocks = new Set<string>();
  for (const row of positions.rows) {
    heldStocks.add(row.stock);
    book.decide({ type: 'RESTORE_POSITION', position: positionView(memberKey, row) });
  }
  for (const row of orders.rows) book.decide({ type: 'RESTORE_ORDER', order: orderView(memberKey, row) });
  return { book, memberKey, heldStocks, unpriced };
}

function orderView(memberId: string, row: OpenOrderRow): OverseaOrderView {
  return {
    orderId: String(row.id),
    memberId,
    stock: row.stock,
    side: row.trade_type,
    type: row.market_type,
    lots: row.qty,
    price: Number(row.price),
    tpTick: row.tp_tick,
    slTick: row.sl_tick,
    heldMinor: BigInt(row.held),
    seq: Number(row.seq),
  };
}

function positionView(memberId: string, row: OpenPositionRow): OverseaPositionView {
  return {
    positionId: String(row.id),
    memberId,
    stock: row.stock,
    side: row.trade_type,
    lots: row.qty,
    entryPrice: Number(row.entry_price),
    marginMinor: BigInt(row.margin),
    tpTick: row.tp_tick,
    slTick: row.sl_tick,
    // Derived by the engine from the ticks and the entry.
    takeProfitPrice: null,
    stopLossPrice: null,
    overnight: row.is_overnight,
    seq: Number(row.seq),
    tpSeq: Number(row.tp_seq),
    slSeq: Number(row.sl_seq),
  };
}
