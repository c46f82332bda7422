import { playTones } from './tones.ts';

// The bet-end alarm (spec §3 betEndAlarm): a short beep and a vibration where the device has one.

export function ringBetEndAlarm(): void {
  playTones([{ hz: 880, ms: 150 }]);
  if (typeof navigator.vibrate === 'function') navigator.vibrate(200);
}
