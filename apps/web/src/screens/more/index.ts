import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { ChangePasswordScreen } from './change-password-screen.tsx';
import { EconomicScreen } from './economic/economic-screen.tsx';
import { MoreScreen } from './more-screen.tsx';
import { MyPageScreen } from './mypage-screen.tsx';
import { MoreNoticeDetailScreen, MoreNoticeScreen } from './notice-screens.tsx';
import { PrivacyScreen, TermsScreen } from './policy-screen.tsx';
import { SettingScreen } from './setting-screen.tsx';

/** The more group (spec §2 "More area"); live chat is a group of its own (`screens/livechat`). */
export const screens: ScreenGroup['screens'] = {
  More: MoreScreen,
  MyPage: MyPageScreen,
  MoreNotice: MoreNoticeScreen,
  MoreNoticeDetail: MoreNoticeDetailScreen,
  ChangePassword: ChangePasswordScreen,
  Setting: SettingScreen,
  Terms: TermsScreen,
  Privacy: PrivacyScreen,
  Economic: EconomicScreen,
};
