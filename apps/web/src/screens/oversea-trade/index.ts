import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { overseaTradePreviewScreens } from '../trade/index.ts';

/**
 * The oversea-trade screen group: the overseas futures page (for now the market — stock drawer, live
 * price and chart; its order panel arrives with its issue). The coin futures pages, which share its
 * chart and live prices, are a group of their own (futures-trade), so /future/{id} never downloads
 * the overseas screens.
 */
export const screens: ScreenGroup['screens'] = { ...overseaTradePreviewScreens };
