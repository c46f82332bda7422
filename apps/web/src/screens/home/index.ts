import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { SupportInvestInfoScreen, SupportMoreScreen, SupportNoticeScreen } from './support-screens.tsx';

/** The home group: the support boards under the home header, with the site's popups (issue 18). */
export const screens: ScreenGroup['screens'] = {
  SupportNotice: SupportNoticeScreen,
  SupportInvestInfo: SupportInvestInfoScreen,
  SupportMore: SupportMoreScreen,
};
