import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, newRequestId, openWalletFixture } from './support/wallet-fixture.ts';
import type { WalletFixture } from './support/wallet-fixture.ts';

let fx: WalletFixture;

beforeAll(async () => {
  fx = await openWalletFixture();
});
afterAll(() => fx.close());

async function expectSound() {
  expect(await fx.invariants()).toEqual([]);
}

describe('POST /dnw/apply and /dnw/deposit/apply', () => {
  it('writes a pending deposit and credits nothing until an operator approves it', async () => {
    const before = await fx.balances(fx.ids.a1);
    const res = await fx.post('/dnw/apply', { type: 'D', point: '50000', requestId: newRequestId() }, 'a1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'D', walletType: 'BINARY', point: '50000', status: 'PENDING' });
    expect(await fx.balances(fx.ids.a1)).toEqual(before);

    const approved = await fx.post(
      '/admin/dnw/approve',
      { dnwHistoryId: res.json<{ id: number }>().id },
      'opA',
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      memberId: fx.ids.a1,
      decision: { decision: 'APPROVED', actorKind: 'OPERATOR', adminId: fx.ids.opA, actorName: 'operator-a' },
    });
    const after = await fx.balances(fx.ids.a1);
    expect(BigInt(after.BINARY!.point) - BigInt(before.BINARY!.point)).toBe(50_000n);
    await expectSound();
  });

  it("answers the spec's alert when the deposit amount is missing or empty", async () => {
    for (const body of [{ type: 'D' }, { type: 'D', point: '' }, { type: 'D', point: '0' }]) {
      const res = await fx.post('/dnw/apply', body, 'a1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'DEPOSIT_AMOUNT_REQUIRED',
        message: '입금신청금액을 입력해주세요.',
      });
    }
    const res = await fx.post('/dnw/deposit/apply', { walletType: 'USDT' }, 'a1');
    expect(res.json()).toMatchObject({
      code: 'DEPOSIT_AMOUNT_REQUIRED',
      message: '입금신청금액을 입력해주세요.',
    });
  });

  it('takes coin deposits into the coin wallets the site lists, and refuses others', async () => {
    const res = await fx.post('/dnw/deposit/apply', { walletType: 'USDT', point: '12.5' }, 'a1');
    expect(res.json()).toMatchObject({ type: 'D', walletType: 'USDT', point: '12.5', status: 'PENDING' });
    expect(codeOf(await fx.post('/dnw/deposit/apply', { walletType: 'ETH', point: '1' }, 'a1'))).toBe(
      'COIN_NOT_SUPPORTED',
    );
    expect(codeOf(await fx.post('/dnw/deposit/apply', { walletType: 'FUTURES', point: '1' }, 'a1'))).toBe(
      'COIN_NOT_SUPPORTED',
    );
    // Won has no subunit.
    expect(codeOf(await fx.post('/dnw/deposit/apply', { point: '100.5' }, 'a1'))).toBe(
      'AMOUNT_UNIT_MISMATCH',
    );
  });

  it("rejects a deposit with the operator's reason, which the member sees, and moves nothing", async () => {
    const before = await fx.balances(fx.ids.a1);
    const { id } = (await fx.post('/dnw/deposit/apply', { point: '7000' }, 'a1')).json<{ id: number }>();
    const rejected = await fx.post(
      '/admin/dnw/reject',
      { dnwHistoryId: id, reason: '입금 확인 불가' },
      'opA',
    );
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      memo: '입금 확인 불가',
      decision: { decision: 'REJECTED', reason: '입금 확인 불가' },
    });
    expect(await fx.balances(fx.ids.a1)).toEqual(before);
    expect(codeOf(await fx.post('/admin/dnw/approve', { dnwHistoryId: id }, 'opA'))).toBe(
      'DNW_ALREADY_PROCESSED',
    );
    await expectSound();
  });
});

describe('POST /dnw/apply (W) and /dnw/withdraw/apply', () => {
  it('reserves the amount at once and pays it out on approval', async () => {
    await fx.fund(fx.ids.a2, 'BINARY', '100000');
    const res = await fx.post('/dnw/withdraw/apply', { point: '30000', requestId: newRequestId() }, 'a2');
    expect(res.json()).toMatchObject({ type: 'W', walletType: 'BINARY', point: '30000', status: 'PENDING' });
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '70000', gameWaitPoint: '30000' });
    await expectSound();

    await fx.post('/admin/dnw/approve', { dnwHistoryId: res.json<{ id: number }>().id }, 'opA');
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '70000', gameWaitPoint: '0' });
    await expectSound();
  });

  it('gives the reservation back when the operator rejects the withdrawal', async () => {
    const { id } = (await fx.post('/dnw/apply', { type: 'W', point: '20000' }, 'a2')).json<{ id: number }>();
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '50000', gameWaitPoint: '20000' });
    await fx.post('/admin/dnw/reject', { dnwHistoryId: id, reason: '계좌 불일치' }, 'opA');
    expect((await fx.balances(fx.ids.a2)).BINARY).toEqual({ point: '70000', gameWaitPoint: '0' });
    await expectSound();
  });

  it("answers the spec's alerts for a missing amount and for an amount over the balance", async () => {
    for (const body of [{ type: 'W' }, { type: 'W', point: '' }]) {
      const res = await fx.post('/dnw/apply', body, 'a2');
      expect(res.json()).toMatchObject({
        code: 'WITHDRAW_AMOUNT_REQUIRED',
        message: '출금신청금액을 입력해주세요.',
      });
    }
    expect((await fx.post('/dnw/withdraw/apply', {}, 'a2')).json()).toMatchObject({
      code: 'WITHDRAW_AMOUNT_REQUIRED',
    });
    const before = await fx.balances(fx.ids.a2);
    const over = await fx.post('/dnw/withdraw/apply', { point: '70001', requestId: newRequestId() }, 'a2');
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE',
      message: '출금신청금액이 보유금액을 초과합니다.',
    });
    // Nothing was written: no balance change and no row in the history.
    expect(await fx.balances(fx.ids.a2)).toEqual(before);
    const pending = await fx.get('/dnw/list', { statusStrs: 'PENDING', typeStrs: 'W' }, 'a2');
    expect(pending.json<{ totalElements: number }>().totalElements).toBe(0);
  });

  it("applies the site's withdrawal limits to the BINARY wallet", async () => {
    const res = await fx.post('/dnw/withdraw/apply', { point: '1000000001' }, 'a2');
    expect(res.json()).toMatchObject({
      code: 'WITHDRAW_AMOUNT_ABOVE_MAX',
      message: '출금신청금액은 1,000,000,000원 이하여야 합니다.',
    });
  });

  it("sends a coin withdrawal to the given address, or to the member's registered one", async () => {
    await fx.fund(fx.ids.a2, 'USDT', '50');
    expect(codeOf(await fx.post('/dnw/withdraw/apply', { walletType: 'USDT', point: '5' }, 'a2'))).toBe(
      'WITHDRAW_ADDRESS_REQUIRED',
    );
    await fx.post('/wallet/generate', { coinName: 'USDT', address: 'TRX-own-address-1' }, 'a2');
    const res = await fx.post('/dnw/withdraw/apply', { walletType: 'USDT', point: '5' }, 'a2');
    expect(res.json()).toMatchObject({ type: 'W', walletType: 'USDT', point: '5', status: 'PENDING' });
    const listed = await fx.get('/admin/dnw/list', { typeStrs: 'W' }, 'opA');
    const row = listed
      .json<{ content: { id: number; address: string | null }[] }>()
      .content.find((item) => item.id === res.json<{ id: number }>().id);
    expect(row?.address).toBe('TRX-own-address-1');
    expect((await fx.balances(fx.ids.a2)).USDT).toEqual({ point: '45', gameWaitPoint: '5' });
  });
});

describe('GET /dnw/cancel', () => {
  it("cancels the member's own pending withdrawal and releases its reservation with dnw E", async () => {
    await fx.fund(fx.ids.a1, 'BINARY', '10000');
    const before = await fx.balances(fx.ids.a1);
    const { id } = (await fx.post('/dnw/withdraw/apply', { point: '4000' }, 'a1')).json<{ id: number }>();
    const res = await fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'a1');
    expect(res.json()).toMatchObject({ id, status: 'CANCELLED' });
    expect(await fx.balances(fx.ids.a1)).toEqual(before);
    const release = await fx.db.query<{ dnw_type: string }>(
      `SELECT p.dnw_type FROM ledger_posting p JOIN dnw_history d ON d.hold_id = p.hold_id
       WHERE d.id = $1 ORDER BY p.id DESC LIMIT 1`,
      [id],
    );
    expect(release.rows[0]?.dnw_type).toBe('E');
    const decision = await fx.db.query(
      'SELECT actor_kind, member_id FROM dnw_decision WHERE dnw_history_id = $1',
      [id],
    );
    expect(decision.rows).toEqual([{ actor_kind: 'MEMBER', member_id: fx.ids.a1 }]);
    // A second cancel finds nothing pending.
    expect(codeOf(await fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'a1'))).toBe(
      'DNW_NOT_CANCELLABLE',
    );
    await expectSound();
  });

  it("refuses another member's request, and another site's, as if it did not exist", async () => {
    const { id } = (await fx.post('/dnw/withdraw/apply', { point: '1000' }, 'a1')).json<{ id: number }>();
    const other = await fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'a2');
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('DNW_NOT_FOUND');
    expect(codeOf(await fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'b1'))).toBe('DNW_NOT_FOUND');
    // A token of site B naming site A is refused at the edge.
    expect(codeOf(await fx.get('/dnw/cancel', { dnwHistoryId: String(id) }, 'b1', fx.siteA.id))).toBe(
      'SITE_MISMATCH',
    );
    const still = await fx.get('/dnw/list', { statusStrs: 'PENDING', typeStrs: 'W' }, 'a1');
    expect(still.json<{ content: { id: number }[] }>().content.map((row) => row.id)).toContain(id);
  });
});

describe('operator calls', () => {
  it("list only the operator's own site, pending by default, and refuse members", async () => {
    await fx.post('/dnw/deposit/apply', { point: '1234' }, 'b1');
    const a = (await fx.get('/admin/dnw/list', {}, 'opA')).json<{
      content: { memberId: number; status: string }[];
    }>();
    expect(a.content.length).toBeGreaterThan(0);
    expect(a.content.every((row) => row.memberId !== fx.ids.b1 && row.status === 'PENDING')).toBe(true);
    const b = (await fx.get('/admin/dnw/list', {}, 'opB')).json<{ content: { memberId: number }[] }>();
    expect(b.content.map((row) => row.memberId)).toEqual([fx.ids.b1]);
    expect(codeOf(await fx.get('/admin/dnw/list', {}, 'a1'))).toBe('FORBIDDEN');
  });

  it("cannot decide another site's request", async () => {
    const { id } = (await fx.post('/dnw/deposit/apply', { point: '999' }, 'b1')).json<{ id: number }>();
    expect(codeOf(await fx.post('/admin/dnw/approve', { dnwHistoryId: id }, 'opA'))).toBe('DNW_NOT_FOUND');
    expect(codeOf(await fx.post('/admin/dnw/reject', { dnwHistoryId: id, reason: 'x' }, 'opA'))).toBe(
      'DNW_NOT_FOUND',
    );
    expect((await fx.post('/admin/dnw/approve', { dnwHistoryId: id }, 'opB')).json()).toMatchObject({
      status: 'APPROVED',
    });
    await expectSound();
  });
});
