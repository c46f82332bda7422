import { breachesRatio, closeFeeMinor, LIQUIDATION_RATIO_BPS, pnlMinor } from '@baro/domain';
import type { DnwType } from '../../ledger/index.ts';
import type { FuturesOptionTerms } from './futures-option.ts';
import { settleClose } from './close-settlement.ts';
import { directionOf } from './position-records.ts';
import type { DecidingTick } from './position-writes.ts';

/** An open position of a sweep as the database holds it under lock, with the member's FUTURES wallet. */
export interface SweptPosition {
  readonly id: number;
  readonly memberId: number;
  readonly optionId: number;
  readonly side: 'LONG' | 'SHORT';
  readonly qty: bigint;
  readonly entryPrice: number;
  readonly margin: bigint;
  readonly leverage: number;
  readonly marginType: 'ISOLATED' | 'CROSS';
  readonly availableAccountId: number;
  /** The wallet's available balance when the sweep locked it. */
  readonly available: bigint;
  /** What the position had realised and paid in funding before, and when it opened: for its push. */
  readonly realizedPnl: bigint;
  readonly minusFundingFee: bigint;
  readonly openedAt: Date;
}

/** The site's shards one member's money moves through (member id mod 8, as `lockFuturesAccounts`). */
export interface ShardAccounts {
  readonly margin: number;
  readonly house: number;
  readonly fee: number;
  readonly insurance: number;
}

/** Where a position's mark reached its liquidation price: its option's terms and the deciding tick. */
export interface SweepTerms {
  readonly option: FuturesOptionTerms;
  readonly tick: DecidingTick;
}

export interface Posting {
  readonly debit: number;
  readonly credit: number;
  readonly amount: bigint;
  readonly dnwType: DnwType | null;
  /** The position a member-side posting settles (ref `futures-position:<id>`); null for a shard's total. */
  readonly positionId: number | null;
}

export interface LiquidatedPosition {
  readonly position: SweptPosition;
  readonly terms: SweepTerms;
  readonly realizedPnl: bigint;
  readonly feePaid: bigint;
  readonly insurancePaid: bigint;
}

export interface LiquidationPlan {
  readonly liquidated: readonly LiquidatedPosition[];
  /** Reached by the mark but saved by what backs them now (margin added, wallet topped up). */
  readonly survived: readonly number[];
  /**
   * Every posting, each with both its sides: one per liquidated position whose wallet changes (the
   * member's side), in ascending position id, then the shards' totals.
   */
  readonly postings: readonly Posting[];
  /** The net balance change of every account the postings touch (none that does not change). */
  readonly deltas: ReadonlyMap<number, bigint>;
}

/** What a batch's liquidations on one shard move between the site's accounts, summed. */
interface ShardTotals {
  readonly shard: ShardAccounts;
  /** The losses the margins paid the house, less the profits it paid (negative: the house paid more). */
  marginToHouse: bigint;
  marginToFee: bigint;
  insuranceToHouse: bigint;
}

/**
 * Decides and prices a sweep in memory, exactly as `liquidatePosition` + `closePart` would one after
 * the other in ascending position id (DOMAIN.md §3, docs/ledger-flows.md "Coin futures"): a position
 * is liquidated when, at its deciding mark, its margin (ISOLATED) or its margin and the wallet (CROSS)
 * is at or below its maintenance margin; then its margin goes back to the wallet, a profit comes from
 * the house, a loss goes to the house from what backs it (the margin when ISOLATED, the wallet when
 * CROSS) with INSURANCE paying what that cannot, and the liquidation fee is taken from what is left.
 * A member's wallet is carried from one of their positions to the next, so a member with several
 * CROSS positions in one sweep is judged on the wallet the earlier liquidation left.
 *
 * The balances end exactly where that per-position path leaves them, with fewer postings (as a round's
 * settlement, docs/ledger-flows.md "Liquidation sweep"): each position moves only its wallet's net
 * change between the wallet and the margin pool (`FM → AVL` when margin comes back, `AVL → FM` when
 * the wallet pays what the margin lacked; nothing when the margin paid exactly the loss and fee, as an
 * isolated position's usually does), and the pool's, house's, fee's and insurance's sides are summed
 * per shard into at most three postings (`FM → HOUSE` the losses less the profits, `FM → FEE` the
 * fees, `INS → HOUSE` the shortfalls).
 */
export function planLiquidations(
  positions: readonly SweptPosition[],
  termsOf: (position: SweptPosition) => SweepTerms,
  shardsOf: (memberId: number) => ShardAccounts,
): LiquidationPlan {
  const wallets = new Map<number, bigint>();
  const deltas = new Map<number, bigint>();
  const postings: Posting[] = [];
  const liquidated: LiquidatedPosition[] = [];
  const survived: number[] = [];
  const totals = new Map<number, ShardTotals>();
  const post = (debit: number, credit: number, amount: bigint, positionId: number | null) => {
    if (amount === 0n) return;
    const [from, to, paid] = amount > 0n ? [debit, credit, amount] : [credit, debit, -amount];
    postings.push({
      debit: from,
      credit: to,
      amount: paid,
      dnwType: positionId === null ? null : 'C',
      positionId,
    });
    deltas.set(from, (deltas.get(from) ?? 0n) - paid);
    deltas.set(to, (deltas.get(to) ?? 0n) + paid);
  };
  for (const position of [...positions].sort((a, b) => a.id - b.id)) {
    const terms = termsOf(position);
    const price = terms.tick.price;
    const wallet = wallets.get(position.memberId) ?? position.available;
    const direction = directionOf(position.side);
    const collateral = position.marginType === 'ISOLATED' ? position.margin : position.margin + wallet;
    const rule = {
      direction,
      qtyMinor: position.qty,
      entryPrice: position.entryPrice,
      collateralMinor: collateral,
      tiers: terms.option.terms.tiers,
    };
    if (!breachesRatio(rule, price, LIQUIDATION_RATIO_BPS)) {
      survived.push(position.id);
      continue;
    }
    const shards = shardsOf(position.memberId);
    const pnl = pnlMinor(direction, position.qty, position.entryPrice, price);
    // What may pay the loss and the fee: the released margin (ISOLATED) or the whole wallet (CROSS).
    const budget = position.marginType === 'ISOLATED' ? position.margin : wallet + position.margin;
    const fee = closeFeeMinor(position.qty, position.entryPrice, price, terms.option.terms.liquidationFeeBps);
    const { lossPaid, insurancePaid, feePaid } = settleClose(pnl, budget, fee);
    const gain = pnl > 0n ? pnl : 0n;
    // The wallet's net change: the margin back and any profit, less the loss and fee it paid.
    const walletChange = position.margin + gain - lossPaid - feePaid;
    post(shards.margin, position.availableAccountId, walletChange, position.id);
    const shard = totals.get(shards.margin) ?? {
      shard: shards,
      marginToHouse: 0n,
      marginToFee: 0n,
      insuranceToHouse: 0n,
    };
    totals.set(shards.margin, shard);
    shard.marginToHouse += lossPaid - gain;
    shard.marginToFee += feePaid;
    shard.insuranceToHouse += insurancePaid;
    wallets.set(position.memberId, wallet + walletChange);
    liquidated.push({ position, terms, realizedPnl: pnl, feePaid, insurancePaid });
  }
  for (const { shard, marginToHouse, marginToFee, insuranceToHouse } of totals.values()) {
    post(shard.margin, shard.house, marginToHouse, null);
    post(shard.margin, shard.fee, marginToFee, null);
    post(shard.insurance, shard.house, insuranceToHouse, null);
  }
  return { liquidated, survived, postings, deltas };
}
