import { isOpen, OverseaBook } from '@baro/domain';
import type { OverseaOrderView, OverseaPositionView, OverseaSide } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { OverseaAccounts } from './oversea-ledger.ts';
import type { MemberBefore } from './persist-decision.ts';
import type { OverseaSite } from './oversea-site.ts';

/** An open `oversea_order` row as the engine restores it. */
export interface OpenOrderRow {
  id: number;
  member_id: number;
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
export interface OpenPositionRow {
  id: number;
  member_id: number;
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

export const openOrdersSql = `SELECT id, member_id, stock, trade_type, market_type, qty, price::text AS price, tp_tick,
    sl_tick, held::text AS held, seq::text AS seq
  FROM oversea_order WHERE member_id = ANY($1::int[]) AND site_id = $2 AND status = 'OPEN' ORDER BY seq, id`;

export const openPositionsSql = `SELECT id, member_id, stock, trade_type, qty, entry_price::text AS entry_price,
    margin::text AS margin, tp_tick, sl_tick, is_overnight, seq::text AS seq, tp_seq::text AS tp_seq,
    sl_seq::text AS sl_seq
  FROM oversea_position WHERE member_id = ANY($1::int[]) AND site_id = $2 AND status = 'OPEN' ORDER BY id`;

/** Members' overseas state in one engine, as the database holds it under their accounts' locks. */
export interface LoadedBook {
  readonly book: OverseaBook;
  /** Stocks whose price the feed cannot give now (none yet, or in a gap): no order is placed on them. */
  readonly unpriced: ReadonlySet<string>;
  /** Each loaded member's open positions by stock (ids) and open orders (ids), by member key. */
  readonly members: ReadonlyMap<string, MemberBefore>;
}

/** One member of a loaded book: the engine and the key it knows them by. */
export interface MemberBook {
  readonly book: OverseaBook;
  readonly memberKey: string;
}

/**
 * Loads members' open orders and positions, their points and the site's last prices into a fresh
 * engine (the indexed one the server decides with). The caller holds their overseas accounts locked
 * (`lockOverseaAccounts`), so what is loaded stays true until it commits; the engine then decides
 * with every rule of DOMAIN.md §4 exactly as the property-tested engine does, and `persistDecision`
 * writes what it decided. Members are independent in every rule, so one engine decides for one
 * member (a call) or thousands (a tick's losscuts) alike.
 */
export async function loadBook(
  tx: Queryable,
  input: {
    site: OverseaSite;
    accounts: readonly OverseaAccounts[];
    market: MarketService;
    nowMs: number;
  },
): Promise<LoadedBook> {
  const { site, accounts, market, nowMs } = input;
  const book = new OverseaBook(site.bookTerms);
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
  const ids = accounts.map((account) => account.memberId);
  const positions = new Map<string, Map<string, number>>();
  const orders = new Map<string, Set<string>>();
  for (const account of accounts) {
    const key = String(account.memberId);
    book.decide({ type: 'SYNC_MEMBER', memberId: key, pointMinor: account.pointMinor });
    positions.set(key, new Map());
    orders.set(key, new Set());
  }
  const positionRows = (await tx.query<OpenPositionRow>(openPositionsSql, [ids, site.siteId])).rows;
  for (const row of positionRows) {
    const key = String(row.member_id);
    positions.get(key)?.set(row.stock, row.id);
    book.decide({ type: 'RESTORE_POSITION', position: positionView(key, row) });
  }
  const orderRows = (await tx.query<OpenOrderRow>(openOrdersSql, [ids, site.siteId])).rows;
  for (const row of orderRows) {
    const key = String(row.member_id);
    orders.get(key)?.add(String(row.id));
    book.decide({ type: 'RESTORE_ORDER', order: orderView(key, row) });
  }
  const members = new Map<string, MemberBefore>();
  for (const account of accounts) {
    const key = String(account.memberId);
    members.set(key, {
      accounts: account,
      positionsByStock: positions.get(key) ?? new Map(),
      orderIds: orders.get(key) ?? new Set(),
    });
  }
  return { book, unpriced, members };
}

export function orderView(memberId: string, row: OpenOrderRow): OverseaOrderView {
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

export function positionView(memberId: string, row: OpenPositionRow): OverseaPositionView {
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
