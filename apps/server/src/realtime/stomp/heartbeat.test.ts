import { describe, expect, it } from 'vitest';
import { StompAssertionError } from './assertion.ts';
import { negotiateHeartbeat } from './heartbeat.ts';

const server = { sendMs: 10_000, receiveMs: 20_000 };

describe('negotiateHeartbeat', () => {
  it('sends every max(sx, cy) and expects every max(cx, sy), as STOMP 1.2 says', () => {
    expect(negotiateHeartbeat('5000,30000', server)).toEqual({
      ok: true,
      sendEveryMs: 30_000,
      expectEveryMs: 20_000,
      header: '30000,20000',
    });
    expect(negotiateHeartbeat('25000,1000', server)).toMatchObject({
      sendEveryMs: 10_000,
      expectEveryMs: 25_000,
    });
  });

  it('turns a direction off when either side puts 0 for it', () => {
    expect(negotiateHeartbeat('0,1000', server)).toMatchObject({ sendEveryMs: 10_000, expectEveryMs: 0 });
    expect(negotiateHeartbeat('1000,0', server)).toMatchObject({ sendEveryMs: 0, expectEveryMs: 20_000 });
    expect(negotiateHeartbeat('1000,1000', { sendMs: 0, receiveMs: 0 })).toMatchObject({
      sendEveryMs: 0,
      expectEveryMs: 0,
      header: '0,0',
    });
  });

  it('treats a missing header as 0,0', () => {
    expect(negotiateHeartbeat(undefined, server)).toEqual({
      ok: true,
      sendEveryMs: 0,
      expectEveryMs: 0,
      header: '0,0',
    });
  });

  it.each(['', '10000', '1,2,3', 'a,b', ' 1,2', '1, 2', '-1,0', '1.5,2', ',1'])(
    'refuses the malformed header %j as an error value',
    (header) => {
      expect(negotiateHeartbeat(header, server)).toEqual({
        ok: false,
        error: 'heart-beat must be two integers separated by a comma',
      });
    },
  );

  it('refuses an interval that timers cannot hold instead of turning it into a flood', () => {
    expect(negotiateHeartbeat('0,2147483648', server)).toMatchObject({ ok: false });
    expect(negotiateHeartbeat('0,2147483647', server)).toMatchObject({
      ok: true,
      sendEveryMs: 2_147_483_647,
    });
  });

  it('treats a negative or fractional server interval as a programmer error', () => {
    expect(() => negotiateHeartbeat(undefined, { sendMs: -1, receiveMs: 0 })).toThrow(StompAssertionError);
    expect(() => negotiateHeartbeat(undefined, { sendMs: 0, receiveMs: 0.5 })).toThrow(StompAssertionError);
  });
});
