// Short beeps made with Web Audio (no audio file to fetch), shared by the bet-end alarm and the bet
// sounds. Browsers may refuse sound before a user gesture; a beep that cannot play is simply not
// heard, never an error for the member.

/** One beep: its pitch and how long it lasts. */
export interface Tone {
  readonly hz: number;
  readonly ms: number;
}

const VOLUME = 0.08;
let context: AudioContext | null = null;

/** Plays the tones one after another; answers whether the browser could play them. */
export function playTones(tones: readonly Tone[]): boolean {
  const Audio = globalThis.AudioContext as typeof AudioContext | undefined;
  if (Audio === undefined) return false;
  try {
    context ??= new Audio();
    let at = context.currentTime;
    for (const tone of tones) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = tone.hz;
      gain.gain.value = VOLUME;
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      at += tone.ms / 1000;
      oscillator.stop(at);
    }
    return true;
  } catch (error) {
    console.warn('A beep could not play.', error);
    return false;
  }
}
