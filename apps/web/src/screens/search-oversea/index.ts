import type { ScreenGroup } from '../../routes/lazy-screens.tsx';

/**
 * The search-oversea screen group. Its screens arrive with later issues; until then every route of the group
 * shows the 준비 중 page inside its layout.
 */
export const screens: ScreenGroup['screens'] = {};
