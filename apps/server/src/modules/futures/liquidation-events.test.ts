import { futuresTerms } from '@baro/domain';
import { describe, expect, it } from 'vitest';
import type { EventSink } from '../../realtime/bus.ts';
import { publishLiquidationPushes } from './liquidation-events.ts';
import type { LiquidationPushes } from './liquidation-events.ts';
import type { LiquidatedPosition, SweepTerms } from './liquidation-plan.ts';

const USDT = 100_000_000n;

/** `count` isolated LONGs of 1,000 USDT at 10× on BTCUSDT, one member each, liquidated at 45,000. */
function batchOf(count: number): LiquidationPushes {
  const terms: SweepTerms = {
    option: {
      id: 1,
      siteId: 1,
      stock: 'BTCUSDT',
      pricePrecision: 2,
      isPlay: false,
      terms: futuresTerms('1'),
    },
    tick: { source: 'binance', atMs: Date.UTC(2026, 10, 28, 5), price: 4_500_000 },
  };
  const liquidated: LiquidatedPosition[] = Array.from({ length: count }, (_, index) => ({
    position: {
      id: 1_000 + index,
      memberId: 10 + index,
      optionId: 1,
      side: 'LONG',
      qty: 1_000n * USDT,
      entryPrice: 5_000_000,
      margin: 100n * USDT,
      leverage: 10,
      marginType: 'ISOLATED',
      availableAccountId: 500 + index,
      available: 50n * USDT,
      realizedPnl: 0n,
      minusFundingFee: 0n,
      openedAt: new Date(Date.UTC(2026, 10, 28, 4)),
    },
    terms,
    realizedPnl: -100n * USDT,
    feePaid: 0n,
    insurancePaid: 0n,
  }));
  return {
    plan: { liquidated, survived: [], postings: [], deltas: new Map() },
    orderIds: new Map(liquidated.map((row, index) => [row.position.id, 9_000 + index])),
    wallets: new Map(
      liquidated.map((row) => [
        row.position.memberId,
        {
          id: row.position.availableAccountId,
          memberId: row.position.memberId,
          balance: row.position.available,
        },
      ]),
    ),
    open: liquidated.map(({ position }) => ({ ...position, stock: 'BTCUSDT' })),
    siteId: 1,
    nowMs: Date.UTC(2026, 10, 28, 5, 0, 1),
    marks: () => 4_500_000,
  };
}

describe('publishLiquidationPushes', () => {
  it('publishes every push of a big batch in position order, letting the event loop turn between positions', async () => {
    const published: { destination: string; type: unknown; memberId: number }[] = [];
    const sink: EventSink = {
      publish(definition, payload, target) {
        if (target.kind !== 'member') throw new Error('a liquidation push goes to its member');
        const type = 'type' in payload ? payload.type : undefined;
        published.push({ destination: definition.destination, type, memberId: target.memberId });
      },
    };
    // What had gone out when the event loop first turned: a request arriving meanwhile is served then.
    let atFirstTurn = -1;
    setImmediate(() => {
      atFirstTurn = published.length;
    });
    await publishLiquidationPushes(sink, batchOf(250));

    expect(published).toHaveLength(750);
    published.forEach((push, index) => {
      expect(push.memberId).toBe(10 + Math.floor(index / 3));
      expect([push.destination, push.type]).toEqual(
        [
          ['/user/queue/futures', 'ORDER_FILLED'],
          ['/user/queue/futures', 'POSITION_LIQUID'],
          ['/user/queue/cross', undefined],
        ][index % 3],
      );
    });
    expect(atFirstTurn).toBeGreaterThan(0);
    expect(atFirstTurn).toBeLessThan(750);
    expect(atFirstTurn % 3).toBe(0);
  });
});
