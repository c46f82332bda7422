import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { FuturesPreviewScreen } from './futures-preview-screen.tsx';
import { OverseaPreviewScreen } from './oversea-preview-screen.tsx';

export { FuturesPreviewScreen, OverseaPreviewScreen };

/**
 * The market halves of the trade pages, by route name, for the groups the route table puts them in:
 * spread into `screens/binary-trade/index.ts` (Future, FutureView).
 */
export const binaryTradePreviewScreens: ScreenGroup['screens'] = {
  Future: FuturesPreviewScreen,
  FutureView: FuturesPreviewScreen,
};

/** Spread into `screens/oversea-trade/index.ts` (OverseaTrade, OverseaTradeView). */
export const overseaTradePreviewScreens: ScreenGroup['screens'] = {
  OverseaTrade: OverseaPreviewScreen,
  OverseaTradeView: OverseaPreviewScreen,
};
