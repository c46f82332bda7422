import { parseScaled, scaledText } from '../wallet/wallet-money.ts';

// The stake field of the bet panel, in whole won as bigint (DOMAIN.md §1): what may be sent, and what
// a win would pay, computed as the server does (⌊stake × payout⌋, docs/spec-interpretations.md
// "Rounds").

const PAYOUT_DECIMALS = 8;

/** What a win of `stake` pays back at `payout` ('1.95'), rounded down; 0 for an unreadable payout. */
export function expectedReturn(stake: bigint, payout: string): bigint {
  const scaled = parseScaled(payout, PAYOUT_DECIMALS);
  if (scaled === undefined || stake <= 0n) return 0n;
  return (stake * scaled) / 10n ** BigInt(PAYOUT_DECIMALS);
}

/** The stake typed, as whole won; 0 for an empty or unreadable field. */
export function stakeOf(text: string): bigint {
  return parseScaled(text === '' ? '0' : text, 0) ?? 0n;
}

export interface StakeLimits {
  /** The option's minPoint / maxPoint (whole won on the wire). */
  minPoint: string;
  maxPoint: string;
  /** The member's stake on the round already (both sides counted by the server's per-round limit). */
  alreadyStaked: bigint;
  /** The member's available balance; undefined while unknown (the server checks anyway). */
  balance: bigint | undefined;
}

/** Why a stake cannot be sent, in the catalogue's words, or null when it may go. */
export function stakeProblem(stake: bigint, limits: StakeLimits): string | null {
  const min = stakeOf(limits.minPoint);
  const max = stakeOf(limits.maxPoint);
  if (stake <= 0n) return '투자 금액을 입력해주세요.';
  if (stake < min) return `투자는 ${groupWon(min)} 이상 가능합니다.`;
  if (stake > max) return `투자는 ${groupWon(max)} 이하로 가능합니다.`;
  if (stake + limits.alreadyStaked > max) return `회차당 투자 한도를 초과하였습니다. (최대 ${groupWon(max)})`;
  if (limits.balance !== undefined && stake > limits.balance) return '잔액이 부족합니다.';
  return null;
}

/** The most the member may still add to the round: the per-round room, capped by the balance. */
export function stakeRoom(limits: StakeLimits): bigint {
  const room = stakeOf(limits.maxPoint) - limits.alreadyStaked;
  const capped = limits.balance !== undefined && limits.balance < room ? limits.balance : room;
  return capped > 0n ? capped : 0n;
}

/** 1234567n → '1,234,567'. */
export function groupWon(value: bigint): string {
  return scaledText(value, 0).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
