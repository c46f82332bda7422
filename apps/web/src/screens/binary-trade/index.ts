import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { binaryTradePreviewScreens } from '../trade/index.ts';
import { ExchangeScreen } from './exchange-screen.tsx';

/**
 * The binary-trade screen group: the exchange (timed rounds) and the coin futures pages (still their
 * market preview until their order panel's issue).
 */
export const screens: ScreenGroup['screens'] = {
  ...binaryTradePreviewScreens,
  Trade: ExchangeScreen,
  TradeView: ExchangeScreen,
};
