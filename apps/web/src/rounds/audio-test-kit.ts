import { vi } from 'vitest';

// jsdom has no Web Audio: tests put this stand-in for the browser's AudioContext on the global and
// read back which pitches were started, the way a listener would hear them. One recorder for the
// whole run, because the app keeps its first AudioContext (tones.ts).

const pitches: number[] = [];

class RecordingAudioContext {
  readonly currentTime = 0;
  readonly destination = {};
  createGain() {
    return { gain: { value: 1 }, connect: (next: unknown) => next };
  }
  createOscillator() {
    const oscillator = {
      frequency: { value: 440 },
      connect: (next: unknown) => next,
      start: () => {
        pitches.push(oscillator.frequency.value);
      },
      stop: () => undefined,
    };
    return oscillator;
  }
}

/**
 * Installs the recording AudioContext on `globalThis` (undone by `vi.unstubAllGlobals`) and answers
 * the pitches started from now on, in order.
 */
export function listenToAudio(): readonly number[] {
  pitches.length = 0;
  vi.stubGlobal('AudioContext', RecordingAudioContext);
  return pitches;
}
