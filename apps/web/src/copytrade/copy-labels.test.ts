import { describe, expect, it } from 'vitest';
import { event } from '../futures/futures-test-kit.ts';
import { futuresToast } from '../futures/futures-events.ts';
import { skipReasonLabel } from './copy-labels.ts';

const copyOpen = {
  type: 'COPYTRADE_OPEN',
  futuresPositionId: 501,
  futuresOptionId: 11,
  tradeType: 'LONG',
  futuresFollowerOrderId: 701,
  futuresTraderOrderId: 601,
  traderId: 3,
  margin: '50',
  price: '50000',
  status: 'OPENED',
  skipReason: null,
};

describe('the copy events on the futures page (spec §4)', () => {
  it('shows a placed copy as a success', () => {
    expect(futuresToast(event(copyOpen), null)).toEqual({
      message: '카피 주문이 체결되었습니다',
      tone: 'success',
    });
  });

  it('warns of a skipped copy with its reason in Korean', () => {
    const skipped = event({
      ...copyOpen,
      futuresPositionId: null,
      status: 'SKIPPED',
      skipReason: 'COPY_MAX_BET_REACHED',
    });
    expect(futuresToast(skipped, null)).toEqual({
      message: '카피 주문이 실행되지 않았습니다: 최대 투자금 한도에 도달했습니다.',
      tone: 'warning',
    });
  });

  it('shows a closed copy as a success', () => {
    const closed = event({
      type: 'COPYTRADE_CLOSE',
      futuresPositionId: 501,
      futuresOptionId: 11,
      tradeType: 'LONG',
      futuresFollowerOrderId: 701,
      futuresTraderOrderId: 601,
      closePrice: '51000',
      realizedPnl: '10',
    });
    expect(futuresToast(closed, null)).toEqual({ message: '카피 포지션이 종료되었습니다', tone: 'success' });
  });
});

describe('skipReasonLabel', () => {
  it('names each reason the fan-out records, and reads an unknown one generically', () => {
    expect(skipReasonLabel('COPY_BELOW_MIN_QTY')).toBe('카피 수량이 최소 주문 수량보다 적습니다.');
    expect(skipReasonLabel('COPY_INSUFFICIENT_BALANCE')).toBe('선물 지갑의 사용 가능 잔액이 부족합니다.');
    expect(skipReasonLabel('SOMETHING_NEW')).toBe('카피할 수 없는 주문이었습니다.');
    expect(skipReasonLabel(null)).toBe('카피할 수 없는 주문이었습니다.');
  });
});
