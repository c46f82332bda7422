import { describe, expect, it } from 'vitest';
import {
  followRefusal,
  followSettingsRefusal,
  MIN_FOLLOW_BET_MINOR,
  traderOrderRefusal,
} from './follow-rules.ts';

const offered = new Set(['BTCUSDT', 'ETHUSDT']);
const settings = {
  followStock: ['BTCUSDT'],
  multiplyPer: 50,
  maxBetMinor: MIN_FOLLOW_BET_MINOR,
  oneMaxBetMinor: MIN_FOLLOW_BET_MINOR,
};

describe('follow settings', () => {
  it('accepts the least the spec allows', () => {
    expect(followSettingsRefusal(settings, offered)).toBeNull();
    expect(followSettingsRefusal({ ...settings, multiplyPer: 0 }, offered)).toBeNull();
  });

  it('refuses each broken rule with its code', () => {
    expect(followSettingsRefusal({ ...settings, followStock: [] }, offered)).toBe('FOLLOW_STOCK_REQUIRED');
    expect(followSettingsRefusal({ ...settings, followStock: ['DOGEUSDT'] }, offered)).toBe(
      'FOLLOW_STOCK_REQUIRED',
    );
    expect(followSettingsRefusal({ ...settings, multiplyPer: 101 }, offered)).toBe('FOLLOW_RATIO_INVALID');
    expect(followSettingsRefusal({ ...settings, multiplyPer: 12.5 }, offered)).toBe('FOLLOW_RATIO_INVALID');
    expect(followSettingsRefusal({ ...settings, maxBetMinor: MIN_FOLLOW_BET_MINOR - 1n }, offered)).toBe(
      'FOLLOW_MAX_BET_TOO_SMALL',
    );
    expect(followSettingsRefusal({ ...settings, oneMaxBetMinor: 0n }, offered)).toBe(
      'FOLLOW_ONE_MAX_BET_TOO_SMALL',
    );
  });
});

describe('who may follow', () => {
  const open = {
    followerIsTrader: false,
    alreadyFollowing: false,
    traderActive: true,
    traderFollowers: 9,
    traderFollowerMax: 10,
  };
  it('lets a member follow an active trader with room', () => {
    expect(followRefusal(open)).toBeNull();
  });
  it('refuses a trader, a second trader, an inactive or a full one', () => {
    expect(followRefusal({ ...open, followerIsTrader: true })).toBe('TRADER_CANNOT_FOLLOW');
    expect(followRefusal({ ...open, alreadyFollowing: true })).toBe('FOLLOW_ONE_TRADER_ONLY');
    expect(followRefusal({ ...open, traderActive: false })).toBe('TRADER_NOT_ACCEPTING');
    expect(followRefusal({ ...open, traderFollowers: 10 })).toBe('FOLLOW_QUOTA_FULL');
  });
});

describe('trader restrictions', () => {
  const order = { side: 'LONG', hasTpSl: false, isMarket: true, qtyMinor: 100n, open: null } as const;
  const long = { side: 'LONG', qtyMinor: 100n } as const;

  it('allows a LONG open or add without TP/SL, resting or not', () => {
    expect(traderOrderRefusal(order)).toBeNull();
    expect(traderOrderRefusal({ ...order, open: long })).toBeNull();
    expect(traderOrderRefusal({ ...order, isMarket: false, open: long })).toBeNull();
  });

  it('allows the close action: a market order against the position, at most its size', () => {
    expect(traderOrderRefusal({ ...order, side: 'SHORT', open: long })).toBeNull();
    expect(traderOrderRefusal({ ...order, side: 'SHORT', qtyMinor: 40n, open: long })).toBeNull();
  });

  it('refuses TP/SL, an order against the open position and a SHORT open', () => {
    expect(traderOrderRefusal({ ...order, hasTpSl: true })).toBe('TRADER_CANNOT_SET_TPSL');
    expect(traderOrderRefusal({ ...order, side: 'SHORT', isMarket: false, open: long })).toBe(
      'TRADER_CANNOT_OPPOSE_POSITION',
    );
    // Past the position's size it would flip to SHORT.
    expect(traderOrderRefusal({ ...order, side: 'SHORT', qtyMinor: 101n, open: long })).toBe(
      'TRADER_CANNOT_OPPOSE_POSITION',
    );
    expect(traderOrderRefusal({ ...order, side: 'SHORT' })).toBe('TRADER_CANNOT_SELL');
  });
});
