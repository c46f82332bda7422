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

/** The label of a round's outcome (round status 1 settled with a side, 3 void, 0 in progress). */
export function outcomeLabel(round: { status: number; result: 'B' | 'S' | null }): string {
  if (round.status === 3) return '무효';
  if (round.result === 'B') return '상승';
  if (round.result === 'S') return '하락';
  return '진행중';
}
