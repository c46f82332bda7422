import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { OverseaScreen } from '../oversea/oversea-screen.tsx';

/**
 * The oversea-trade screen group: the overseas futures pages (issue 16 §3). The coin futures pages,
 * which share its chart and live prices, are a group of their own (futures-trade), so /future/{id}
 * never downloads the overseas screens and /oversea never the coin futures ones.
 */
export const screens: ScreenGroup['screens'] = {
  OverseaTrade: OverseaScreen,
  OverseaTradeView: OverseaScreen,
};
