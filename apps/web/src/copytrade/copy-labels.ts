import type { FuturesEvent } from '@baro/contracts/sockets/futures';
import type { CopySkipReason } from '@baro/domain';

// What a follower reads about a copy of a trader's fill: why a copy was skipped (B5: nothing is
// dropped silently) and the toasts of the COPYTRADE events (spec §4). The futures page and the
// copy-trading screens share it, so the build keeps it in the member kit (scripts/chunk-groups.ts).

/**
 * The skip reasons the fan-out records (the copy's `skipReason`). The error catalogue has no entry
 * for them (they answer no call), so their Korean labels live here; an unknown code reads generically.
 */
const skipReasonLabels: Readonly<Record<CopySkipReason, string>> = {
  COPY_BELOW_MIN_QTY: '카피 수량이 최소 주문 수량보다 적습니다.',
  COPY_MAX_BET_REACHED: '최대 투자금 한도에 도달했습니다.',
  COPY_INSUFFICIENT_BALANCE: '선물 지갑의 사용 가능 잔액이 부족합니다.',
  COPY_POSITION_CONFLICT: '같은 종목에 다른 포지션을 보유 중이어서 카피하지 않았습니다.',
  COPY_MAX_POSITION: '레버리지별 최대 포지션 한도를 넘습니다.',
  COPY_CLOSED_BY_FOLLOWER: '이 포지션의 카피를 직접 종료하여 추가 진입은 따라가지 않습니다.',
};

function isSkipReason(code: string): code is CopySkipReason {
  return Object.hasOwn(skipReasonLabels, code);
}

/** The Korean reason a copy was not placed. */
export function skipReasonLabel(code: string | null): string {
  if (code === null) return '카피할 수 없는 주문이었습니다.';
  return isSkipReason(code) ? skipReasonLabels[code] : '카피할 수 없는 주문이었습니다.';
}

export interface CopyTradeToast {
  readonly message: string;
  readonly tone: 'success' | 'warning';
}

/**
 * Spec §4's toast for a copy event, or null for any other event: a placed copy and a closed copy are
 * successes, a skipped copy a warning that says why.
 */
export function copyTradeToast(event: FuturesEvent): CopyTradeToast | null {
  if (event.type === 'COPYTRADE_OPEN') {
    return event.status === 'OPENED'
      ? { message: '카피 주문이 체결되었습니다', tone: 'success' }
      : { message: `카피 주문이 실행되지 않았습니다: ${skipReasonLabel(event.skipReason)}`, tone: 'warning' };
  }
  if (event.type === 'COPYTRADE_CLOSE') return { message: '카피 포지션이 종료되었습니다', tone: 'success' };
  return null;
}
