import type { Bet } from '@baro/contracts/routes/binary';
import { groupWon, stakeOf } from './stake.ts';

/**
 * What the result toast says when one of the member's bets settles, and its tone. Bet statuses
 * (DOMAIN.md §2): 1 realized (won), 2 disqualified (lost), 3 void (refunded).
 */
export function betResultMessage(bet: Bet): { message: string; tone: 'success' | 'error' | 'warning' } {
  const paid = stakeOf(bet.resultPoint);
  const stake = stakeOf(bet.point);
  if (bet.status === 3) return { message: `무효 회차: ${groupWon(paid)}원 환불`, tone: 'warning' };
  if (bet.status === 1) return { message: `적중! ${groupWon(paid)}원 지급`, tone: 'success' };
  return { message: `미적중: -${groupWon(stake)}원`, tone: 'error' };
}

/**
 * What the confirmation says when the server accepts a bet: the side, the stake and the round, as
 * the server recorded them (the answer's bet, not what the form held).
 */
export function betAcceptedMessage(bet: Pick<Bet, 'type' | 'point' | 'roundNo'>): string {
  const side = bet.type === 'B' ? '매수(상승)' : '매도(하락)';
  return `#${bet.roundNo} 회차 ${side} ${groupWon(stakeOf(bet.point))}원 투자 완료`;
}

/** The label of a round's outcome (round status 1 settled with a side, 3 void, 0 in progress). */
export function outcomeLabel(round: { status: number; result: 'B' | 'S' | null }): string {
  if (round.status === 3) return '무효';
  if (round.result === 'B') return '상승';
  if (round.result === 'S') return '하락';
  return '진행중';
}
