import { crossQueue, formatMinor, pointQueue } from '@baro/contracts';
import type { wallet as walletArea } from '@baro/contracts';

import type { MemberCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import { walletViews, walletViewsOfMembers } from '../../ledger/index.ts';
import type { WalletView } from '../../ledger/index.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { marksNow } from '../futures/feed-prices.ts';
import { crossPayload, futuresFigures } from '../futures/futures-events.ts';
import type { FuturesFigures } from '../futures/futures-events.ts';
import { overseaWalletFigures } from '../oversea/wallet-figures.ts';

/** What open positions add to a wallet entry: the losscut line and the unrealised pnl (minor units). */
export interface PositionFigures {
  readonly losscutMinor: bigint;
  readonly pnlMinor: bigint;
}

/**
 * What the member's open positions add to the wallets that carry them: the BINARY wallet's overseas
 * positions (modules/oversea) and the FUTURES wallet's coin futures (modules/futures). Null where the
 * caller did not read them (a coin wallet's answer needs neither): both figures are then zero.
 */
export interface WalletFigures {
  readonly BINARY: PositionFigures | null;
  readonly FUTURES: PositionFigures | null;
}

export const noWalletFigures: WalletFigures = { BINARY: null, FUTURES: null };

/**
 * A ledger wallet view as the spec's wallet entry (spec §3), amounts as decimal strings of the
 * wallet's currency. `losscut` and `pnl` come from the product whose positions the wallet carries
 * (`WalletFigures`); the ledger alone knows neither, and zero is what a member without positions has.
 */
export function walletEntry(
  view: WalletView,
  address: string | null = null,
  figures: PositionFigures | null = null,
): walletArea.WalletEntry {
  const amount = (minor: bigint) => formatMinor(view.currency, minor);
  return {
    type: view.type,
    currency: view.currency,
    point: amount(view.point),
    gameWaitPoint: amount(view.gameWaitPoint),
    realPoint: amount(view.realPoint),
    losscut: amount(figures?.losscutMinor ?? 0n),
    pnl: amount(figures?.pnlMinor ?? 0n),
    address,
  };
}

function figuresOf(figures: WalletFigures, walletType: string): PositionFigures | null {
  if (walletType === 'BINARY') return figures.BINARY;
  if (walletType === 'FUTURES') return figures.FUTURES;
  return null;
}

/**
 * Every wallet as its spec entry, keyed by wallet type (`/me`, `/wallet/my`): the BINARY and FUTURES
 * wallets with their positions' `figures`, and each with its deposit address if it has one.
 */
export function walletEntries(
  views: readonly WalletView[],
  figures: WalletFigures,
  addresses: ReadonlyMap<string, string> = new Map(),
): walletArea.WalletMap {
  return Object.fromEntries(
    views.map((view) => [
      view.type,
      walletEntry(view, addresses.get(view.type) ?? null, figuresOf(figures, view.type)),
    ]),
  );
}

/**
 * The FUTURES wallet's part of a wallet entry: no losscut (a coin futures position is liquidated by
 * its own margin rule, not by §4's losscut line) and `pnl` the uPnL of the open positions at mark.
 */
function futuresPositionFigures(figures: FuturesFigures | undefined): PositionFigures {
  return { losscutMinor: 0n, pnlMinor: figures?.pnlMinor ?? 0n };
}

/** The mark of every option now (futures/feed-prices.ts), as the futures module values positions. */
function marksOf(market: MarketService) {
  return marksNow(market, market.nowMs());
}

/**
 * What one member's open positions add to their wallets, read without locks (a moment old at worst):
 * the overseas losscut and pnl at last prices, and the futures uPnL at mark.
 */
export async function walletPositionFigures(
  db: Queryable,
  market: MarketService,
  caller: Pick<MemberCaller, 'siteId' | 'memberId'>,
): Promise<WalletFigures> {
  const [binary, futures] = await Promise.all([
    overseaWalletFigures(db, market, caller),
    futuresFigures(db, [caller.memberId], marksOf(market)),
  ]);
  return { BINARY: binary, FUTURES: futuresPositionFigures(futures.get(caller.memberId)) };
}

/**
 * Queues `/user/queue/point` for each named wallet of the member, read inside the transaction that
 * changed it, so the member sees the balance that committed (the sink publishes after the commit,
 * realtime/publish-after-commit.ts). Every money-moving module calls this once per action with the
 * wallets the action touched. The BINARY entry carries the member's overseas losscut and pnl: the
 * action's own figures when it has them (an overseas action), else read from the open positions. A
 * FUTURES change also queues `/user/queue/cross` with the futures module's own figures (uPnL at mark,
 * funding paid), the same the FUTURES entry's `pnl` shows: a transfer never wipes them to zero.
 */
export async function queueWalletUpdates(
  tx: Queryable,
  events: EventSink,
  input: {
    readonly siteId: number;
    readonly memberId: number;
    readonly walletTypes: readonly string[];
    /** The last prices the overseas pnl is valued at, and the marks the futures uPnL is. */
    readonly market: MarketService;
    /** The overseas losscut and pnl, when the action knows them (an overseas action does). */
    readonly binaryFigures?: PositionFigures;
  },
): Promise<void> {
  const views = await walletViews(tx, { siteId: input.siteId, memberId: input.memberId });
  const target = { kind: 'member', memberId: input.memberId } as const;
  const binaryFigures =
    input.binaryFigures ??
    (input.walletTypes.includes('BINARY') ? await overseaWalletFigures(tx, input.market, input) : null);
  const futures = input.walletTypes.includes('FUTURES')
    ? (await futuresFigures(tx, [input.memberId], marksOf(input.market))).get(input.memberId)
    : undefined;
  for (const view of views) {
    if (!input.walletTypes.includes(view.type)) continue;
    if (view.type !== 'FUTURES') {
      events.publish(
        pointQueue,
        walletEntry(view, null, view.type === 'BINARY' ? binaryFigures : null),
        target,
      );
      continue;
    }
    // The FUTURES wallet's view exists, so its available account does, which the figures start from.
    if (futures === undefined) throw new Error(`member ${input.memberId} has a FUTURES view but no figures`);
    events.publish(pointQueue, walletEntry(view, null, futuresPositionFigures(futures)), target);
    events.publish(crossQueue, crossPayload(futures), target);
  }
}

/**
 * Queues `/user/queue/point` of one wallet type for many members, read in one statement inside the
 * transaction that changed them (a decision over many members: a tick's losscuts), each with the
 * position figures the action computed for them.
 */
export async function queueWalletUpdatesOfMembers(
  tx: Queryable,
  events: EventSink,
  input: {
    readonly siteId: number;
    readonly walletType: 'BINARY';
    readonly figures: ReadonlyMap<number, PositionFigures>;
  },
): Promise<void> {
  const views = await walletViewsOfMembers(tx, {
    siteId: input.siteId,
    memberIds: [...input.figures.keys()],
    walletType: input.walletType,
  });
  for (const [memberId, view] of views)
    events.publish(pointQueue, walletEntry(view, null, input.figures.get(memberId) ?? null), {
      kind: 'member',
      memberId,
    });
}
