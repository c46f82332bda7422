import type { Theme } from '../settings/local-settings.ts';

/**
 * The theme last shown on this device, read by the inline script in index.html before the first
 * paint. Member settings are per site and member; this one key only prevents a flash of the wrong
 * theme while they load.
 */
export const LAST_THEME_KEY = 'baro.theme';

/** The browser chrome colour of each theme: its `--color-bg` (src/styles/theme.css). */
const chromeColour: Record<Theme, string> = { dark: '#0f1115', light: '#f4f5f7' };

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', chromeColour[theme]);
  try {
    localStorage.setItem(LAST_THEME_KEY, theme);
  } catch {
    // Only the pre-paint hint is lost.
  }
}
