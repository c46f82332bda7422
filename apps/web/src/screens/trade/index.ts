import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { ExchangePreviewScreen } from './exchange-preview-screen.tsx';
import { FuturesPreviewScreen } from './futures-preview-screen.tsx';
import { OverseaPreviewScreen } from './oversea-preview-screen.tsx';

export { ExchangePreviewScreen, FuturesPreviewScreen, OverseaPreviewScreen };

/**
 * The market halves of the trade pages, by route name, for the groups the route table puts them in:
 * spread into `screens/binary-trade/index.ts` (Trade, TradeView, Future, FutureView).
 */
export const binaryTradePreviewScreens: ScreenGroup['screens'] = {
  Trade: ExchangePreviewScreen,
  TradeView: ExchangePreviewScreen,
  Future: FuturesPreviewScreen,
  FutureView: FuturesPreviewScreen,
};

/** Spread into `screens/oversea-trade/index.ts` (OverseaTrade, OverseaTradeView). */
export const overseaTradePreviewScreens: ScreenGroup['screens'] = {
  OverseaTrade: OverseaPreviewScreen,
  OverseaTradeView: OverseaPreviewScreen,
};
