import {
  averageEntryPrice,
  closeFeeMinor,
  initialMarginMinor,
  maxNotionalAtLeverage,
  openFeeMinor,
  pnlMinor,
} from '@baro/domain';
import type { FuturesTerms } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { availableBalance, moveMany } from './futures-ledger.ts';
import type { FuturesAccounts, Movement } from './futures-ledger.ts';
import { directionOf } from './position-records.ts';
import { settleClose } from './close-settlement.ts';

/** The deciding tick of a fill or close (DOMAIN.md §0): the feed, its time, the price it filled at. */
export interface DecidingTick {
  readonly source: string;
  readonly atMs: number;
  readonly price: number;
}

/** The open position's columns a fill changes, locked FOR UPDATE. */
export interface OpenPosition {
  readonly id: number;
  readonly side: 'LONG' | 'SHORT';
  readonly qty: bigint;
  readonly entryPrice: number;
  readonly margin: bigint;
  readonly leverage: number;
  readonly marginType: 'ISOLATED' | 'CROSS';
}

/** An open position's columns as SQL answers them (numerics as text), wherever it is read. */
export interface OpenPositionRow {
  readonly id: number;
  readonly trade_type: 'LONG' | 'SHORT';
  readonly qty: string;
  readonly entry_price: string;
  readonly margin: string;
  readonly leverage: number;
  readonly margin_type: 'ISOLATED' | 'CROSS';
}

export function openPositionOf(row: OpenPositionRow): OpenPosition {
  return {
    id: row.id,
    side: row.trade_type,
    qty: BigInt(row.qty),
    entryPrice: Number(row.entry_price),
    margin: BigInt(row.margin),
    leverage: row.leverage,
    marginType: row.margin_type,
  };
}

/** The member's open position on the option, locked, or undefined. */
export async function lockOpenPosition(
  tx: Queryable,
  memberId: number,
  optionId: number,
): Promise<OpenPosition | undefined> {
  const rows = await tx.query<OpenPositionRow>(
    `SELECT id, trade_type, qty::text AS qty, entry_price::text AS entry_price, margin::text AS margin, leverage,
       margin_type
     FROM futures_position WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN' FOR UPDATE`,
    [memberId, optionId],
  );
  const row = rows.rows[0];
  return row === undefined ? undefined : openPositionOf(row);
}

export interface OpenInput {
  readonly siteId: number;
  readonly optionId: number;
  readonly side: 'LONG' | 'SHORT';
  readonly qty: bigint;
  readonly leverage: number;
  readonly marginType: 'ISOLATED' | 'CROSS';
  readonly price: number;
  readonly nowMs: number;
  readonly ref: string;
}

/**
 * Opens a position, or adds to the member's position of the same side: the initial margin moves from
 * the wallet to FUTURES_MARGIN and the taker fee to FEE; the entry becomes the notional-weighted mean.
 * Refused when the position would pass the tier cap at its leverage, or the wallet cannot pay.
 */
/** What opening or adding `input.qty` costs and makes, decided before anything is written. */
export interface OpenFigures {
  readonly margin: bigint;
  readonly fee: bigint;
  /** The position's entry after the fill: the fill price, or the notional-weighted mean when adding. */
  readonly entryPrice: number;
}

/**
 * The figures of `openOrAdd` (DOMAIN.md §3), pure, so placement's one-statement fill (market-fill.ts)
 * decides by the same rule: MAX_POSITION_EXCEEDED past the tier cap at the leverage, else the initial
 * margin (rounded up), the taker fee (rounded up) and the new entry.
 */
export function openFigures(
  terms: FuturesTerms,
  existing: OpenPosition | undefined,
  input: Pick<OpenInput, 'qty' | 'leverage' | 'price'>,
): OpenFigures | Rejection<'MAX_POSITION_EXCEEDED'> {
  const total = (existing?.qty ?? 0n) + input.qty;
  if (total > maxNotionalAtLeverage(terms.tiers, input.leverage)) return reject('MAX_POSITION_EXCEEDED');
  return {
    margin: initialMarginMinor(input.qty, input.leverage),
    fee: openFeeMinor(input.qty, terms.takerFeeBps),
    entryPrice:
      existing === undefined
        ? input.price
        : averageEntryPrice(
            directionOf(existing.side),
            existing.qty,
            existing.entryPrice,
            input.qty,
            input.price,
          ),
  };
}

/** The postings of an open or add: the margin to FUTURES_MARGIN, the fee to FEE, both from the wallet. */
export function openMovements(accounts: FuturesAccounts, figures: OpenFigures): Omit<Movement, 'ref'>[] {
  return [
    { from: accounts.available, to: accounts.margin, amountMinor: figures.margin },
    { from: accounts.available, to: accounts.fee, amountMinor: figures.fee },
  ];
}

/**
 * Opens a position, or adds to the member's position of the same side: the initial margin moves from
 * the wallet to FUTURES_MARGIN and the taker fee to FEE; the entry becomes the notional-weighted mean.
 * Refused when the position would pass the tier cap at its leverage, or the wallet cannot pay.
 */
export async function openOrAdd(
  tx: Queryable,
  accounts: FuturesAccounts,
  terms: FuturesTerms,
  existing: OpenPosition | undefined,
  input: OpenInput,
): Promise<{ positionId: number; margin: bigint; fee: bigint; opened: boolean } | Rejection> {
  const figures = openFigures(terms, existing, input);
  if (isRejection(figures)) return figures;
  const { margin, fee } = figures;
  // The margin and the fee in one statement, guarded on the wallet paying both.
  const paid = await moveMany(tx, accounts, openMovements(accounts, figures), input.ref);
  if (paid !== null) return paid;
  const now = new Date(input.nowMs);
  if (existing !== undefined) {
    await tx.query(
      `UPDATE futures_position SET changed_at = now(), qty = qty + $2::numeric, entry_price = $3, margin = margin + $4::numeric,
         updated_at = $5 WHERE id = $1`,
      [existing.id, input.qty.toString(), figures.entryPrice, margin.toString(), now],
    );
    return { positionId: existing.id, margin, fee, opened: false };
  }
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO futures_position (site_id, member_id, futures_option_id, trade_type, margin_type, leverage, qty,
       entry_price, margin, opened_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9::numeric, $10, $10) RETURNING id`,
    [
      input.siteId,
      accounts.memberId,
      input.optionId,
      input.side,
      input.marginType,
      input.leverage,
      input.qty.toString(),
      input.price,
      margin.toString(),
      now,
    ],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) throw new Error('The position row was not written.');
  return { positionId: id, margin, fee, opened: true };
}

export interface CloseInput {
  readonly closeQty: bigint;
  readonly tick: DecidingTick;
  readonly closeType:
    'MARKET' | 'LIMIT' | 'STOPMARKET' | 'STOPLIMIT' | 'TAKEPROFIT' | 'STOPLOSS' | 'LIQUIDATION';
  /** The taker fee, or the liquidation fee for a liquidation. */
  readonly feeBps: bigint;
  readonly nowMs: number;
  readonly ref: string;
}

export interface CloseOutcome {
  readonly realizedPnl: bigint;
  readonly feePaid: bigint;
  readonly insurancePaid: bigint;
  readonly closed: boolean;
}

/**
 * Reduces or closes a position at the tick's price (docs/ledger-flows.md "Coin futures"): the closed
 * part's margin comes back to the wallet, a profit is paid by the house, a loss is paid to it from
 * what backs the position (the closed margin when ISOLATED, the wallet when CROSS) and whatever that
 * cannot pay is paid by INSURANCE, so no member goes below zero; then the fee, at most what is left.
 * A full close records the deciding tick and cancels the position's open TP/SL.
 */
/** How a close is paid, decided before anything is written (`closeFigures`). */
export interface CloseFigures {
  readonly closed: boolean;
  readonly closeQty: bigint;
  /** The closed part's margin back to the wallet (a partial close's share rounded down). */
  readonly released: bigint;
  readonly pnl: bigint;
  readonly lossPaid: bigint;
  readonly insurancePaid: bigint;
  readonly feePaid: bigint;
}

/**
 * The figures of `closePart`, pure, so placement's one-statement fill (market-fill.ts) decides by the
 * same rule. `available` is the wallet's balance under the caller's lock: it backs a CROSS loss.
 */
export function closeFigures(
  position: OpenPosition,
  input: Pick<CloseInput, 'closeQty' | 'tick' | 'feeBps'>,
  available: bigint,
): CloseFigures {
  const closed = input.closeQty >= position.qty;
  const closeQty = closed ? position.qty : input.closeQty;
  // A partial close releases its share of the margin, rounded down: the remainder stays with the rest.
  const released = closed ? position.margin : (position.margin * closeQty) / position.qty;
  const price = input.tick.price;
  const pnl = pnlMinor(directionOf(position.side), closeQty, position.entryPrice, price);
  // CROSS: the wallet backs the loss, with the released margin already back in it.
  const budget = position.marginType === 'ISOLATED' ? released : available + released;
  const fee = closeFeeMinor(closeQty, position.entryPrice, price, input.feeBps);
  return { closed, closeQty, released, pnl, ...settleClose(pnl, budget, fee) };
}

/** Every posting of a close, in the order docs/ledger-flows.md lists them (zero amounts are skipped). */
export function closeMovements(accounts: FuturesAccounts, figures: CloseFigures): Omit<Movement, 'ref'>[] {
  const { released, pnl, lossPaid, insurancePaid, feePaid } = figures;
  return [
    { from: accounts.margin, to: accounts.available, amountMinor: released },
    pnl > 0n
      ? { from: accounts.house, to: accounts.available, amountMinor: pnl, dnwType: 'C' }
      : { from: accounts.available, to: accounts.house, amountMinor: lossPaid, dnwType: 'C' },
    { from: accounts.insurance, to: accounts.house, amountMinor: pnl < 0n ? insurancePaid : 0n },
    { from: accounts.available, to: accounts.fee, amountMinor: feePaid },
  ];
}

/**
 * Reduces or closes a position at the tick's price (docs/ledger-flows.md "Coin futures"): the closed
 * part's margin comes back to the wallet, a profit is paid by the house, a loss is paid to it from
 * what backs the position (the closed margin when ISOLATED, the wallet when CROSS) and whatever that
 * cannot pay is paid by INSURANCE, so no member goes below zero; then the fee, at most what is left.
 * A full close records the deciding tick and cancels the position's open TP/SL.
 */
export async function closePart(
  tx: Queryable,
  accounts: FuturesAccounts,
  position: OpenPosition,
  input: CloseInput,
): Promise<CloseOutcome> {
  const ref = input.ref;
  // Only a CROSS loss reads the wallet: an ISOLATED one is backed by the released margin alone.
  const available = position.marginType === 'ISOLATED' ? 0n : await availableBalance(tx, accounts);
  const figures = closeFigures(position, input, available);
  const { closeQty, released, pnl, closed, insurancePaid, feePaid } = figures;
  // Every posting of the close in one statement, in the order docs/ledger-flows.md lists them.
  const moved = await moveMany(tx, accounts, closeMovements(accounts, figures), ref);
  if (moved !== null) throw new Error(`A futures close could not move money it had checked (${ref}).`);
  await writeClose(tx, position, { ...input, closeQty }, { released, pnl, closed });
  return { realizedPnl: pnl, feePaid, insurancePaid, closed };
}

async function writeClose(
  tx: Queryable,
  position: OpenPosition,
  input: CloseInput,
  outcome: { released: bigint; pnl: bigint; closed: boolean },
): Promise<void> {
  const now = new Date(input.nowMs);
  if (!outcome.closed) {
    await tx.query(
      `UPDATE futures_position SET changed_at = now(), qty = qty - $2::numeric, margin = margin - $3::numeric,
         realized_pnl = realized_pnl + $4::numeric, updated_at = $5 WHERE id = $1`,
      [position.id, input.closeQty.toString(), outcome.released.toString(), outcome.pnl.toString(), now],
    );
    return;
  }
  await tx.query(
    `UPDATE futures_position SET changed_at = now(), status = 'CLOSED', margin = 0, realized_pnl = realized_pnl + $2::numeric,
       close_type = $3, close_price = $4, close_tick_at = $5, close_source = $6, closed_at = $7, updated_at = $7
     WHERE id = $1`,
    [
      position.id,
      outcome.pnl.toString(),
      input.closeType,
      input.tick.price,
      new Date(input.tick.atMs),
      input.tick.source,
      now,
    ],
  );
  await tx.query(
    `UPDATE futures_order SET status = 'CANCELLED', updated_at = $2
     WHERE futures_position_id = $1 AND status = 'OPEN' AND market_type IN ('TAKEPROFIT', 'STOPLOSS')`,
    [position.id, now],
  );
}
