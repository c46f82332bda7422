import type { WalletEntry } from '@baro/contracts/routes/wallet';
import { toUnits, USDT_SCALE } from './futures-math.ts';

// The futures screen's summary row (잔고 / 미실현손익 / 평가자산), pure, so the three add up for a
// member as Binance's wallet balance, unrealised PNL and margin balance do:
//
// - 잔고 (wallet balance) is the FUTURES wallet's `realPoint`: what is available, plus the margin of
//   the open positions, plus the holds of resting orders. A resting order's hold (its margin and
//   estimated fees) is still the member's money: a cancel gives it back, and only a fill spends the
//   fee, so it counts in the balance, as Binance counts open orders' initial margin in the wallet
//   balance. What is free to order with (`playerPoint`, the available part) is the order panel's
//   figure, not this.
// - 미실현손익 is the uPnL at mark of every open position, on every option.
// - 평가자산 (equity, margin balance) = 잔고 + 미실현손익: what the member would hold if every position
//   closed at mark now, before the closing fees.
//
// The balance comes from the FUTURES wallet entry (`/wallet/my`, kept by `/user/queue/point` and read
// again after every fill, close, liquidation and funding), never from `/user/queue/cross`, whose
// `playerPoint` is the available part only. The uPnL is the latest `/user/queue/cross` push's
// `markPnl` once one has arrived (it comes with every futures action, later than the page's first
// read), and until then the entry's `pnl`, which the server values at mark the same way: so the row
// shows from the first render, without waiting for a push.

/** The cross figures the summary uses from `/user/queue/cross` (futures/use-futures-socket.ts). */
export interface CrossPnl {
  readonly markPnl: string;
}

/** The summary row in USDT minor units. */
export interface FuturesSummary {
  readonly balance: bigint;
  readonly pnl: bigint;
  readonly equity: bigint;
}

/** The row's figures, or null while the FUTURES wallet has not been read (nothing to add up yet). */
export function futuresSummary(
  entry: WalletEntry | undefined,
  cross: CrossPnl | null,
): FuturesSummary | null {
  if (entry === undefined) return null;
  const balance = toUnits(entry.realPoint, USDT_SCALE) ?? 0n;
  const pnl = toUnits(cross?.markPnl ?? entry.pnl, USDT_SCALE) ?? 0n;
  return { balance, pnl, equity: balance + pnl };
}
