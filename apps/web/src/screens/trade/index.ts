import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { FuturesScreen } from '../futures/futures-screen.tsx';
import { OverseaPreviewScreen } from './oversea-preview-screen.tsx';

export { FuturesScreen, OverseaPreviewScreen };

/**
 * Spread into `screens/oversea-trade/index.ts`: the overseas market and the coin futures pages
 * (issue 15 §3). Both draw the same chart and live prices, so /oversea (where sign-in lands) already
 * fetched what /future needs; in the binary-trade group, /future also fetched the timed-round screen
 * and its round sheet (9 KB over the wire), and /exchange the futures screen.
 */
export const overseaTradePreviewScreens: ScreenGroup['screens'] = {
  OverseaTrade: OverseaPreviewScreen,
  OverseaTradeView: OverseaPreviewScreen,
  Future: FuturesScreen,
  FutureView: FuturesScreen,
};
