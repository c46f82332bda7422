// The bet-end alarm (spec §3 betEndAlarm): a short beep made with Web Audio (no audio file to fetch)
// and a vibration where the device has one. Browsers may refuse sound before a user gesture; a beep
// that cannot play is simply not heard.

let context: AudioContext | null = null;

function beep(): void {
  const Audio = globalThis.AudioContext as typeof AudioContext | undefined;
  if (Audio === undefined) return;
  context ??= new Audio();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = 880;
  gain.gain.value = 0.08;
  oscillator.connect(gain).connect(context.destination);
  const start = context.currentTime;
  oscillator.start(start);
  oscillator.stop(start + 0.15);
}

export function ringBetEndAlarm(): void {
  try {
    beep();
  } catch (error) {
    console.warn('The bet-end beep could not play.', error);
  }
  if (typeof navigator.vibrate === 'function') navigator.vibrate(200);
}
