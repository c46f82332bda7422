import { leavesOverseaLossBacked } from './oversea-backing.ts';
import type { dnw } from '@baro/contracts';
import { formatMinor } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { ensureMemberWallet, lockAccounts, systemAccount, transfer } from '../../ledger/index.ts';
import type { DnwType } from '../../ledger/index.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { EventSink } from '../../realtime/bus.ts';
import type { SiteWallet } from '../wallet/site-wallets.ts';
import { queueWalletUpdates } from '../wallet/wallet-entry.ts';
import { leavesCrossLossBacked } from '../futures/cross-loss.ts';
import { marksNow } from '../futures/feed-prices.ts';
import { insertDnw, toDnwHistory } from './dnw-rows.ts';
import type { OwnMovePlan } from './own-transfer.ts';

/** TO/TI for BINARY and FUTURES, CO/CI for a coin wallet (spec §3, docs/ledger-flows.md). */
function outType(wallet: SiteWallet): DnwType {
  return wallet.kind === 'COIN' ? 'CO' : 'TO';
}

function inType(wallet: SiteWallet): DnwType {
  return wallet.kind === 'COIN' ? 'CI' : 'TI';
}

/**
 * The postings of a transfer or conversion, one transaction and one transfer id (docs/ledger-flows.md):
 * source AVL → HOUSE of the source asset (the net), source AVL → FEE (the fee), HOUSE of the target
 * asset → target AVL (the converted amount). Every account is locked first, in the ledger's lock order. A refused
 * debit is returned as a rejection, which rolls back whatever this action wrote before it; so is a move out of
 * FUTURES that would leave the member's CROSS losses unbacked (`leavesCrossLossBacked`), or out of BINARY
 * below what open overseas positions have lost beyond their margins (`leavesOverseaLossBacked`).
 */
export async function postOwnMove(
  tx: Queryable,
  events: EventSink,
  input: { siteId: number; memberId: number; nowMs: number; plan: OwnMovePlan; market: MarketService },
): Promise<dnw.DnwHistory | Rejection> {
  const { siteId, memberId, plan } = input;
  const { from, to, quote } = plan;
  const source = await ensureMemberWallet(tx, {
    siteId,
    memberId,
    walletType: from.walletType,
    asset: from.asset,
  });
  const target = await ensureMemberWallet(tx, {
    siteId,
    memberId,
    walletType: to.walletType,
    asset: to.asset,
  });
  const system = (asset: string, kind: 'HOUSE' | 'FEE') =>
    systemAccount(tx, { siteId, asset, kind, shardKey: memberId });
  const houseFrom = await system(from.asset, 'HOUSE');
  const houseTo = await system(to.asset, 'HOUSE');
  const fee = quote.feeMinor > 0n ? await system(from.asset, 'FEE') : null;
  await lockAccounts(tx, [
    source.availableAccountId,
    target.availableAccountId,
    houseFrom,
    houseTo,
    ...(fee === null ? [] : [fee]),
  ]);

  const ref = `${plan.mode.toLowerCase()}:${from.walletType}:${to.walletType}`;
  const out = await transfer(tx, {
    siteId,
    asset: from.asset,
    debitAccountId: source.availableAccountId,
    creditAccountId: houseFrom,
    amountMinor: quote.netMinor,
    dnwType: outType(from),
    ref,
  });
  if (isRejection(out)) return reject('INSUFFICIENT_BALANCE');
  const transferId = out.transferId;
  if (fee !== null) {
    const charged = await transfer(tx, {
      siteId,
      asset: from.asset,
      debitAccountId: source.availableAccountId,
      creditAccountId: fee,
      amountMinor: quote.feeMinor,
      transferId,
      dnwType: outType(from),
      ref,
    });
    if (isRejection(charged)) return reject('INSUFFICIENT_BALANCE');
  }
  if (from.walletType === 'FUTURES') {
    const marks = marksNow(input.market, input.nowMs);
    const refused = await leavesCrossLossBacked(tx, { memberId, marks }, source.availableAccountId);
    if (refused !== null) return refused;
  }
  if (from.kind === 'BINARY') {
    const backed = await leavesOverseaLossBacked(
      tx,
      input.market,
      { siteId, memberId },
      source.availableAccountId,
    );
    if (!backed) return reject('INSUFFICIENT_BALANCE');
  }
  const credited = await transfer(tx, {
    siteId,
    asset: to.asset,
    debitAccountId: houseTo,
    creditAccountId: target.availableAccountId,
    amountMinor: quote.creditMinor,
    transferId,
    dnwType: inType(to),
    ref,
  });
  // The house is a system account, which the guard never refuses.
  if (isRejection(credited)) throw new Error('The house refused to credit an own-wallet move.');
  const outRow = await writeMoveRows(tx, { ...input, transferId });
  await queueWalletUpdates(tx, events, {
    siteId,
    memberId,
    walletTypes: [from.walletType, to.walletType],
    market: input.market,
  });
  return toDnwHistory(outRow);
}

/** The member's two history rows of a move, out (with the fee in its memo) and in; answers the out row. */
async function writeMoveRows(
  tx: Queryable,
  input: { siteId: number; memberId: number; nowMs: number; plan: OwnMovePlan; transferId: string },
) {
  const { from, to, quote, mode } = input.plan;
  const verb = mode === 'CONVERT' ? '전환' : '이동';
  const feeNote =
    quote.feeMinor > 0n ? ` (수수료 ${formatMinor(from.asset, quote.feeMinor)} ${from.asset})` : '';
  const common = {
    siteId: input.siteId,
    memberId: input.memberId,
    status: 'APPROVED',
    channel: 'WALLET',
    transferId: input.transferId,
    nowMs: input.nowMs,
  } as const;
  const outRow = await insertDnw(tx, {
    ...common,
    type: outType(from),
    walletType: from.walletType,
    asset: from.asset,
    pointMinor: quote.debitMinor,
    memo: `${to.walletType}(으)로 ${verb}${feeNote}`,
    // The price it moved at, as the member was shown it: market prices are not kept anywhere else.
    detail: quote.rate === undefined ? null : { rate: quote.rate.rate, rateAt: quote.rate.at },
  });
  await insertDnw(tx, {
    ...common,
    type: inType(to),
    walletType: to.walletType,
    asset: to.asset,
    pointMinor: quote.creditMinor,
    memo: `${from.walletType}에서 ${verb}`,
  });
  return outRow;
}
