// The chart draws on a canvas, so Tailwind's classes cannot colour it: it reads the same theme tokens
// from the computed CSS variables (src/styles/theme.css), and reads them again when the theme changes.

/** The theme tokens a chart may draw with; price lines name one of them, never a raw colour. */
export type ChartColorToken = 'up' | 'down' | 'accent' | 'warning' | 'danger' | 'success' | 'text-dim';

export interface ChartPalette {
  readonly background: string;
  readonly text: string;
  readonly grid: string;
  readonly up: string;
  readonly down: string;
  readonly token: (token: ChartColorToken) => string;
}

function cssVariable(style: CSSStyleDeclaration, token: string): string {
  return style.getPropertyValue(`--color-${token}`).trim();
}

/** The palette of the theme on `<html>` now. */
export function readChartPalette(root: HTMLElement = document.documentElement): ChartPalette {
  const style = getComputedStyle(root);
  return {
    background: cssVariable(style, 'bg'),
    text: cssVariable(style, 'text-dim'),
    grid: cssVariable(style, 'line'),
    up: cssVariable(style, 'up'),
    down: cssVariable(style, 'down'),
    token: (token) => cssVariable(style, token),
  };
}

/** Calls `listener` when `<html data-theme>` changes; answers the function that stops it. */
export function onThemeChange(
  listener: () => void,
  root: HTMLElement = document.documentElement,
): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
  return () => {
    observer.disconnect();
  };
}

/** A colour with an alpha channel, for volume bars that must not drown the candles: '#f6465d' → '#f6465d66'. */
export function withAlpha(hex: string, alphaHex: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(hex) ? `${hex}${alphaHex}` : hex;
}

const KST = 'Asia/Seoul';
const timeOnly = new Intl.DateTimeFormat('ko-KR', {
  timeZone: KST,
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const dayOnly = new Intl.DateTimeFormat('ko-KR', { timeZone: KST, month: '2-digit', day: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: KST,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * A time-axis label in Korean time: days at a day's first bar, hours and minutes otherwise. The
 * chart's times are UTC seconds; members read KST (spec: Korean app).
 */
export function formatAxisTime(timeSec: number, showsDay: boolean): string {
  const date = new Date(timeSec * 1_000);
  return showsDay ? dayOnly.format(date) : timeOnly.format(date);
}

/** The crosshair's label: the full KST date and time. */
export function formatCrosshairTime(timeSec: number): string {
  return dayAndTime.format(new Date(timeSec * 1_000));
}
