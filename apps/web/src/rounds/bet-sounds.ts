import type { Bet } from '@baro/contracts/routes/binary';
import type { SoundFlag } from '../settings/local-settings.ts';
import { playTones } from './tones.ts';
import type { Tone } from './tones.ts';

// The settings' order sounds (spec §3: SUCCESS, CANCEL, FILLED, all on by default) on timed-round
// bets, as docs/spec-interpretations.md "Rounds screen (web): order sounds and back-to-top" reads
// them: a bet accepted is an order complete (SUCCESS), a bet won is an order filled (FILLED), a void
// round's refund is an order cancelled (CANCEL). A lost bet rings nothing; its toast says it.

const TONES: Record<SoundFlag, readonly Tone[]> = {
  SUCCESS: [
    { hz: 660, ms: 70 },
    { hz: 990, ms: 110 },
  ],
  FILLED: [
    { hz: 784, ms: 80 },
    { hz: 1047, ms: 80 },
    { hz: 1319, ms: 140 },
  ],
  CANCEL: [
    { hz: 523, ms: 90 },
    { hz: 392, ms: 140 },
  ],
};

/** The sound a settled bet rings (bet statuses of DOMAIN.md §2: 1 won, 2 lost, 3 void). */
export function settledBetSound(bet: Pick<Bet, 'status'>): SoundFlag | null {
  if (bet.status === 1) return 'FILLED';
  if (bet.status === 3) return 'CANCEL';
  return null;
}

/** Plays `flag`'s sound when the member's settings have it on; answers whether it played. */
export function playBetSound(flag: SoundFlag | null, sounds: Readonly<Record<SoundFlag, boolean>>): boolean {
  if (flag === null || !sounds[flag]) return false;
  return playTones(TONES[flag]);
}
