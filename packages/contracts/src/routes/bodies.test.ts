import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaErrorCode } from '../errors/schema-error.ts';
import { followTrader } from './copytrade/follower.ts';
import { applyDnw, applyWithdraw } from './dnw/requests.ts';
import { placeOrder } from './futures/orders.ts';
import { allRoutes } from './index.ts';
import { getOverseaOption } from './oversea/options.ts';
import { placeOverseaOrder } from './oversea/orders.ts';
import { signupProvider } from './providers/coins.ts';

function codeOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : schemaErrorCode(result.error);
}

const follow = {
  followStock: ['BTCUSDT'],
  multiplyPer: 50,
  traderId: 3,
  maxBet: '100',
  oneMaxBet: '10',
};

describe('futures order body', () => {
  it('accepts a market order without prices', () => {
    const order = { futuresOptionId: 1, tradeType: 'LONG', marketType: 'MARKET', qty: '100' };
    expect(placeOrder.body.safeParse(order).success).toBe(true);
  });

  it('refuses a limit order without its price', () => {
    const order = { futuresOptionId: 1, tradeType: 'LONG', marketType: 'LIMIT', qty: '100' };
    expect(placeOrder.body.safeParse(order).success).toBe(false);
  });

  it('refuses an order type members cannot place', () => {
    const order = { futuresOptionId: 1, tradeType: 'SHORT', marketType: 'LIQUIDATION', qty: '100' };
    expect(placeOrder.body.safeParse(order).success).toBe(false);
  });
});

describe('oversea order body', () => {
  it('accepts an MIT order in whole lots', () => {
    const order = {
      overseaOptionId: 2,
      tradeType: 'LONG',
      marketType: 'STOPMARKET',
      qty: 3,
      price: '18000.25',
    };
    expect(placeOverseaOrder.body.safeParse(order).success).toBe(true);
  });

  it('refuses fractional lots', () => {
    const order = { overseaOptionId: 2, tradeType: 'LONG', marketType: 'MARKET', qty: 1.5 };
    expect(placeOverseaOrder.body.safeParse(order).success).toBe(false);
  });
});

describe('follow body', () => {
  it('accepts valid settings', () => {
    expect(followTrader.body.safeParse(follow).success).toBe(true);
  });

  it('answers FOLLOW_STOCK_REQUIRED when no pair is chosen', () => {
    expect(codeOf(followTrader.body, { ...follow, followStock: [] })).toBe('FOLLOW_STOCK_REQUIRED');
  });

  it('answers FOLLOW_RATIO_INVALID for a ratio off the 1% step', () => {
    expect(codeOf(followTrader.body, { ...follow, multiplyPer: 12.5 })).toBe('FOLLOW_RATIO_INVALID');
  });

  it('answers FOLLOW_RATIO_INVALID for a negative ratio', () => {
    expect(codeOf(followTrader.body, { ...follow, multiplyPer: -1 })).toBe('FOLLOW_RATIO_INVALID');
  });

  it('answers FOLLOW_MAX_BET_TOO_SMALL for a missing max limit', () => {
    const { maxBet: _maxBet, ...withoutMax } = follow;
    expect(codeOf(followTrader.body, withoutMax)).toBe('FOLLOW_MAX_BET_TOO_SMALL');
  });
});

describe('deposit and withdrawal bodies', () => {
  it('answers DEPOSIT_AMOUNT_REQUIRED for a deposit without an amount', () => {
    expect(codeOf(applyDnw.body, { type: 'D' })).toBe('DEPOSIT_AMOUNT_REQUIRED');
  });

  it('answers WITHDRAW_AMOUNT_REQUIRED for a withdrawal without an amount', () => {
    expect(codeOf(applyDnw.body, { type: 'W', point: '' })).toBe('WITHDRAW_AMOUNT_REQUIRED');
    expect(codeOf(applyWithdraw.body, {})).toBe('WITHDRAW_AMOUNT_REQUIRED');
  });
});

describe('provider signup body', () => {
  it('accepts an account name', () => {
    expect(signupProvider.body.safeParse({ value: 'member01' }).success).toBe(true);
  });

  it('accepts a first charge for the provider that signs up that way', () => {
    expect(signupProvider.body.safeParse({ walletType: 'USDT', won: '10000' }).success).toBe(true);
  });
});

describe('oversea option answer', () => {
  it('is the status, message and data envelope the spec names', () => {
    const answer = {
      status: 200,
      message: 'OK',
      data: {
        id: 2,
        stock: 'NQ',
        koName: '나스닥100',
        precision: 2,
        currency: 'USD',
        type: 'INDEX',
        isRest: true,
        tickSize: '0.25',
        tickValue: '5',
        krwRate: '1380',
        marginPerLot: '1500000',
        feePerLot: '5000',
      },
    };
    expect(getOverseaOption.response.safeParse(answer).success).toBe(true);
  });
});

describe('every definition', () => {
  it('converts to JSON Schema for the OpenAPI document', () => {
    const failing = allRoutes.filter((route) => {
      try {
        for (const schema of [route.params, route.query, route.body, route.response]) {
          z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        }
        return false;
      } catch {
        return true;
      }
    });
    expect(failing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('gives GET calls no body', () => {
    const withBody = allRoutes.filter(
      (route) =>
        route.method === 'GET' && Object.keys(z.toJSONSchema(route.body).properties ?? {}).length > 0,
    );
    expect(withBody.map((route) => route.path)).toEqual([]);
  });

  it('leaves siteInfoId out of every query, since the server reads it centrally', () => {
    const withSite = allRoutes.filter((route) => {
      const json = z.toJSONSchema(route.query, { io: 'input', unrepresentable: 'any' });
      return Object.hasOwn(json.properties ?? {}, 'siteInfoId');
    });
    expect(withSite.map((route) => route.path)).toEqual([]);
  });
});
