import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { FuturesScreen } from '../futures/futures-screen.tsx';
import { OverseaPreviewScreen } from './oversea-preview-screen.tsx';

export { FuturesScreen, OverseaPreviewScreen };

/**
 * The coin futures pages (issue 15 §3) and the overseas market half, by route name, for the groups
 * the route table puts them in: spread into `screens/binary-trade/index.ts` (Future, FutureView).
 */
export const binaryTradePreviewScreens: ScreenGroup['screens'] = {
  Future: FuturesScreen,
  FutureView: FuturesScreen,
};

/** Spread into `screens/oversea-trade/index.ts` (OverseaTrade, OverseaTradeView). */
export const overseaTradePreviewScreens: ScreenGroup['screens'] = {
  OverseaTrade: OverseaPreviewScreen,
  OverseaTradeView: OverseaPreviewScreen,
};
