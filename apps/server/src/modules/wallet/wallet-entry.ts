import { crossQueue, formatMinor, pointQueue } from '@baro/contracts';
import type { wallet as walletArea } from '@baro/contracts';

import type { Queryable } from '../../db/database.ts';
import { walletViews, walletViewsOfMembers } from '../../ledger/index.ts';
import type { WalletView } from '../../ledger/index.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { overseaWalletFigures } from '../oversea/wallet-figures.ts';
import type { LastPrices } from '../oversea/wallet-figures.ts';

/** What open positions add to a wallet entry: the losscut line and the unrealised pnl (minor units). */
export interface PositionFigures {
  readonly losscutMinor: bigint;
  readonly pnlMinor: bigint;
}

/**
 * A ledger wallet view as the spec's wallet entry (spec §3), amounts as decimal strings of the
 * wallet's currency. `losscut` and `pnl` come from the product whose positions the wallet carries
 * (the BINARY wallet's overseas positions, modules/oversea); the ledger alone knows neither, and zero
 * is what a member without positions has.
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

/**
 * Every wallet as its spec entry, keyed by wallet type (`/me`, `/wallet/my`): the BINARY wallet with
 * its overseas `binaryFigures`, the others with none, and each with its deposit address if it has one.
 */
export function walletEntries(
  views: readonly WalletView[],
  binaryFigures: PositionFigures | null,
  addresses: ReadonlyMap<string, string> = new Map(),
): walletArea.WalletMap {
  return Object.fromEntries(
    views.map((view) => [
      view.type,
      walletEntry(view, addresses.get(view.type) ?? null, view.type === 'BINARY' ? binaryFigures : null),
    ]),
  );
}

/**
 * Queues `/user/queue/point` for each named wallet of the member, read inside the transaction that
 * changed it, so the member sees the balance that committed (the sink publishes after the commit,
 * realtime/publish-after-commit.ts). Every money-moving module calls this once per action with the
 * wallets the action touched. The BINARY entry carries the member's overseas losscut and pnl: the
 * action's own figures when it has them (an overseas action), else read from the open positions.
 */
export async function queueWalletUpdates(
  tx: Queryable,
  events: EventSink,
  input: {
    readonly siteId: number;
    readonly memberId: number;
    readonly walletTypes: readonly string[];
    /** The last prices the overseas pnl is valued at. */
    readonly market: LastPrices;
    /** The overseas losscut and pnl, when the action knows them (an overseas action does). */
    readonly binaryFigures?: PositionFigures;
  },
): Promise<void> {
  const views = await walletViews(tx, { siteId: input.siteId, memberId: input.memberId });
  const target = { kind: 'member', memberId: input.memberId } as const;
  const binaryFigures =
    input.binaryFigures ??
    (input.walletTypes.includes('BINARY') ? await overseaWalletFigures(tx, input.market, input) : null);
  for (const view of views) {
    if (!input.walletTypes.includes(view.type)) continue;
    const figures = view.type === 'BINARY' ? binaryFigures : null;
    events.publish(pointQueue, walletEntry(view, null, figures), target);
    if (view.type === 'FUTURES') events.publish(crossQueue, futuresCross(view), target);
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

/**
 * The FUTURES wallet's cross figures (spec §3 `futuresCross`) after a balance change. `playerPoint` is
 * the available balance, floored at zero as the spec shows it. No futures position or funding exists
 * before the futures module lands, so unrealised pnl at mark and funding paid are truly zero today;
 * that module must replace both with its own figures when it publishes this.
 */
function futuresCross(view: WalletView) {
  return {
    playerPoint: formatMinor(view.currency, view.point > 0n ? view.point : 0n),
    markPnl: '0',
    minusFundingFee: '0',
  };
}
