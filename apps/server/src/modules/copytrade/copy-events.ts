import { crossQueue, formatMinor, futuresQueue } from '@baro/contracts';
import { wirePrice } from '../../core/wire-prices.ts';
import type { Queryable } from '../../db/database.ts';
import type { EventSink } from '../../realtime/bus.ts';
import { crossFigures } from '../futures/futures-events.ts';
import type { MarkSource } from '../futures/feed-prices.ts';
import { futuresAsset } from '../futures/futures-ledger.ts';
import type { ClosedCopy } from './copy-close.ts';
import type { OpenedCopies } from './copy-open.ts';

/** What the copy pushes name besides each copy: the option, the trader, the tick's price. */
export interface CopyEventContext {
  readonly optionId: number;
  readonly pricePrecision: number;
  readonly side: 'LONG' | 'SHORT';
  readonly traderId: number;
  readonly price: number;
}

/** COPYTRADE_OPEN to each follower the fill was copied to or skipped for (spec §4), after the commit. */
export function publishCopiesOpened(
  events: EventSink,
  context: CopyEventContext,
  opened: OpenedCopies,
): void {
  const price = wirePrice(context.price, context.pricePrecision) ?? '0';
  for (const copy of opened.copies)
    events.publish(
      futuresQueue,
      {
        type: 'COPYTRADE_OPEN',
        futuresPositionId: copy.skipReason === null ? copy.positionId : null,
        futuresOptionId: context.optionId,
        tradeType: context.side,
        futuresFollowerOrderId: copy.copyId,
        futuresTraderOrderId: opened.traderOrderId,
        traderId: context.traderId,
        margin: formatMinor(futuresAsset, copy.margin),
        price,
        status: copy.skipReason === null ? 'OPENED' : 'SKIPPED',
        skipReason: copy.skipReason,
      },
      { kind: 'member', memberId: copy.memberId },
    );
}

/** COPYTRADE_CLOSE to each follower whose copy (part of it) closed, after the commit. */
export function publishCopiesClosed(
  events: EventSink,
  context: Pick<CopyEventContext, 'optionId' | 'pricePrecision' | 'price'>,
  closed: readonly ClosedCopy[],
): void {
  const closePrice = wirePrice(context.price, context.pricePrecision) ?? '0';
  for (const copy of closed) {
    if (copy.positionId === null) continue;
    events.publish(
      futuresQueue,
      {
        type: 'COPYTRADE_CLOSE',
        futuresPositionId: copy.positionId,
        futuresOptionId: context.optionId,
        tradeType: copy.side,
        futuresFollowerOrderId: copy.copyId,
        futuresTraderOrderId: copy.traderOrderId,
        closePrice,
        realizedPnl: formatMinor(futuresAsset, copy.realizedPnl),
      },
      { kind: 'member', memberId: copy.memberId },
    );
  }
}

/**
 * `/user/queue/cross` to every member whose FUTURES wallet the copies moved (followers, and the trader
 * a profit share paid), read in one statement: inside a transaction after its writes (`events` queues
 * them for after the commit), or after the commit on the database with the bus as the sink.
 */
export async function queueCopyCross(
  tx: Queryable,
  events: EventSink,
  memberIds: readonly number[],
  marks: MarkSource,
): Promise<void> {
  if (memberIds.length === 0) return;
  const figures = await crossFigures(tx, [...new Set(memberIds)], marks);
  for (const [memberId, payload] of figures)
    events.publish(crossQueue, payload, { kind: 'member', memberId });
}
