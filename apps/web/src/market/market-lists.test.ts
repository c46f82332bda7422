import type { TradeOption } from '@baro/contracts/routes/binary';
import type { OverseaOption } from '@baro/contracts/routes/oversea';
import { describe, expect, it } from 'vitest';
import { coinCode, groupByStock, isViewPath, krwFirst, routeId, tradePath } from './market-lists.ts';

function overseaOption(id: number, currency: string): OverseaOption {
  return {
    id,
    stock: `S${id}`,
    koName: `종목${id}`,
    precision: 2,
    currency,
    type: 'INDEX',
    isRest: false,
    tickSize: '0.25',
    tickValue: '5',
    krwRate: '1380',
    marginPerLot: '1000000',
    feePerLot: '5000',
  };
}

function tradeOption(id: number, stock: string, type: string): TradeOption {
  return {
    id,
    stock,
    type,
    isPlay: 1,
    isStop: 1,
    payout: '1.95',
    minPoint: '1000',
    maxPoint: '1000000',
    roundLengthMs: 60_000,
  };
}

describe('krwFirst', () => {
  it('lists KRW-currency options first, keeping the order within each group', () => {
    const options = [
      overseaOption(1, 'USD'),
      overseaOption(2, 'KRW'),
      overseaOption(3, 'EUR'),
      overseaOption(4, 'KRW'),
    ];
    expect(krwFirst(options).map((option) => option.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('coinCode', () => {
  it('takes the quote currency off a pair', () => {
    expect(coinCode('BTCUSDT')).toBe('BTC');
    expect(coinCode('ETHKRW')).toBe('ETH');
    expect(coinCode('NQ')).toBe('NQ');
    expect(coinCode('USDT')).toBe('USDT');
  });
});

describe('groupByStock', () => {
  it('groups game types under their stock, stocks in first-seen order', () => {
    const groups = groupByStock([
      tradeOption(1, 'BTCUSDT', 'R1'),
      tradeOption(2, 'ETHUSDT', 'R1'),
      tradeOption(3, 'BTCUSDT', 'B1'),
    ]);
    expect(groups.map((group) => [group.stock, group.options.map((option) => option.id)])).toEqual([
      ['BTCUSDT', [1, 3]],
      ['ETHUSDT', [2]],
    ]);
  });
});

describe('trade paths', () => {
  it('builds the page of an id, the View twin on View pages', () => {
    expect(tradePath('future', 3, false)).toBe('/future/3');
    expect(tradePath('future', 3, true)).toBe('/futureView/3');
    expect(tradePath('oversea', 12, true)).toBe('/overseaView/12');
    expect(tradePath('exchange', 7, false)).toBe('/exchange/7');
  });

  it('tells View pages by their path', () => {
    expect(isViewPath('/futureView/3')).toBe(true);
    expect(isViewPath('/future/3')).toBe(false);
  });

  it('reads a route id only when it is a positive whole number', () => {
    expect(routeId('42')).toBe(42);
    expect(routeId(undefined)).toBeNull();
    expect(routeId('0')).toBeNull();
    expect(routeId('4a')).toBeNull();
  });
});
