import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { OverseaPreviewScreen } from './oversea-preview-screen.tsx';

export { OverseaPreviewScreen };

/** Spread into `screens/oversea-trade/index.ts`: the overseas market pages. */
export const overseaTradePreviewScreens: ScreenGroup['screens'] = {
  OverseaTrade: OverseaPreviewScreen,
  OverseaTradeView: OverseaPreviewScreen,
};
