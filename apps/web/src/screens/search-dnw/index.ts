import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { SearchDnwScreen } from './search-dnw-screen.tsx';

/** The search-dnw group: the search layout's 입출금 menu (spec §2 /search/dnw). */
export const screens: ScreenGroup['screens'] = {
  SearchDnw: SearchDnwScreen,
};
