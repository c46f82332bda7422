import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { ExchangeScreen } from './exchange-screen.tsx';

/** The binary-trade screen group: the exchange (timed rounds). The coin futures pages are futures-trade. */
export const screens: ScreenGroup['screens'] = {
  Trade: ExchangeScreen,
  TradeView: ExchangeScreen,
};
