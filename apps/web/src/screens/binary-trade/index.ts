import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { binaryTradePreviewScreens } from '../trade/index.ts';

/**
 * The binary-trade screen group: the exchange (timed rounds) and coin futures pages. For now they show
 * the market — stock picker, live price and chart; their order panels arrive with their issues.
 */
export const screens: ScreenGroup['screens'] = { ...binaryTradePreviewScreens };
