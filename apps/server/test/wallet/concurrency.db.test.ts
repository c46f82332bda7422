import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.ts';
import { codeOf, newRequestId, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

// Issue 6 §4: the races that decide whether money can be wrong. On PostgreSQL the requests really run
// side by side (a pool of 40 connections); on PGlite they queue, which must give the same answers.
let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture();
});
afterAll(() => fx.close());

function tally(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe(`money races on ${testDatabaseKind()}`, () => {
  it('accepts exactly 10 of 200 concurrent withdrawals of 10 from a balance of 100', async () => {
    await fx.fund(fx.ids.a1, 'BINARY', '100');
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        fx.post('/dnw/withdraw/apply', { point: '10', requestId: newRequestId() }, 'a1'),
      ),
    );
    expect(tally(responses.map((res) => res.statusCode))).toEqual({ 200: 10, 400: 190 });
    const refused = responses.filter((res) => res.statusCode === 400).map(codeOf);
    expect(new Set(refused)).toEqual(new Set(['WITHDRAW_AMOUNT_EXCEEDS_BALANCE']));
    expect((await fx.balances(fx.ids.a1)).BINARY).toEqual({ point: '0', gameWaitPoint: '100' });
    const rows = await fx.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM dnw_history WHERE member_id = $1 AND type = 'W' AND status = 'PENDING'",
      [fx.ids.a1],
    );
    expect(rows.rows[0]?.count).toBe(10);
    expect(await fx.invariants()).toEqual([]);
  });

  it('executes a request sent 50 times at once with one request id exactly once', async () => {
    await fx.fund(fx.ids.a2, 'BINARY', '1000');
    const body = { point: '300', requestId: newRequestId() };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => fx.post('/dnw/withdraw/apply', body, 'a2')),
    );
    expect(tally(responses.map((res) => res.statusCode))).toEqual({ 200: 50 });
    const ids = new Set(responses.map((res) => res.json<{ id: number }>().id));
    expect(ids.size).toBe(1);
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '700', gameWaitPoint: '300' });
    // The same id with another body is a conflict, not a second withdrawal.
    const conflict = await fx.post('/dnw/withdraw/apply', { ...body, point: '301' }, 'a2');
    expect(codeOf(conflict)).toBe('IDEMPOTENCY_CONFLICT');
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '700', gameWaitPoint: '300' });
    expect(await fx.invariants()).toEqual([]);
  });

  it('lets exactly one of an approval and a cancellation racing on the same request win', async () => {
    const pending = await fx.db.query<{ id: number }>(
      "SELECT id FROM dnw_history WHERE member_id = $1 AND type = 'W' AND status = 'PENDING' ORDER BY id",
      [fx.ids.a1],
    );
    expect(pending.rows).toHaveLength(10);
    const races = await Promise.all(
      pending.rows.map(async ({ id }) => {
        const [approve, cancel] = await Promise.all([
          fx.post('/admin/dnw/approve', { dnwHistoryId: id }, 'opA'),
          fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'a1'),
        ]);
        return { id, approve, cancel };
      }),
    );
    let cancelled = 0;
    for (const { id, approve, cancel } of races) {
      const winners = [approve, cancel].filter((res) => res.statusCode === 200);
      expect(winners, `request ${id}`).toHaveLength(1);
      if (cancel.statusCode === 200) {
        cancelled += 1;
        expect(codeOf(approve)).toBe('DNW_ALREADY_PROCESSED');
      } else {
        expect(codeOf(cancel)).toBe('DNW_NOT_CANCELLABLE');
      }
      const decisions = await fx.db.query<{ decision: string }>(
        'SELECT decision FROM dnw_decision WHERE dnw_history_id = $1',
        [id],
      );
      expect(decisions.rows).toHaveLength(1);
    }
    // Cancelled withdrawals came back; approved ones left. Nothing stays reserved.
    expect((await fx.balances(fx.ids.a1)).BINARY).toEqual({
      point: String(cancelled * 10),
      gameWaitPoint: '0',
    });
    expect(await fx.invariants()).toEqual([]);
  });

  it('lets exactly one of an approval and a rejection of a deposit win, and credits it at most once', async () => {
    const before = await fx.balances(fx.ids.a2);
    const requests = await Promise.all(
      Array.from({ length: 10 }, () => fx.post('/dnw/deposit/apply', { point: '100' }, 'a2')),
    );
    const races = await Promise.all(
      requests.map(async (res) => {
        const dnwHistoryId = res.json<{ id: number }>().id;
        return Promise.all([
          fx.post('/admin/dnw/approve', { dnwHistoryId }, 'opA'),
          fx.post('/admin/dnw/reject', { dnwHistoryId, reason: '중복' }, 'opA'),
          fx.get('/dnw/cancel', { dnwHistoryId: String(dnwHistoryId) }, 'a2'),
        ]);
      }),
    );
    let approved = 0;
    for (const outcomes of races) {
      expect(outcomes.filter((res) => res.statusCode === 200)).toHaveLength(1);
      if (outcomes[0].statusCode === 200) approved += 1;
    }
    const after = await fx.balances(fx.ids.a2);
    expect(BigInt(after.BINARY!.point) - BigInt(before.BINARY!.point)).toBe(BigInt(approved * 100));
    expect(await fx.invariants()).toEqual([]);
  });
});
