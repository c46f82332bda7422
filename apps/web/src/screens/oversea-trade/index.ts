import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { overseaTradePreviewScreens } from '../trade/index.ts';

/**
 * The oversea-trade screen group: the overseas futures page. For now it shows the market — stock
 * drawer, live price and chart; its order panel arrives with its issue.
 */
export const screens: ScreenGroup['screens'] = { ...overseaTradePreviewScreens };
