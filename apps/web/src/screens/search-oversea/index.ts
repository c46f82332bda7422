import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { QuickOrderScreen } from './quick-order-screen.tsx';

/** The search-oversea group: the footer's 빠른주문 (spec §2 /search/oversea). */
export const screens: ScreenGroup['screens'] = { SearchOversea: QuickOrderScreen };
