import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { ContactCreateScreen } from './contact-create-screen.tsx';
import { ContactDetailScreen } from './contact-detail-screen.tsx';
import { ContactScreen } from './contact-screen.tsx';

/** The contact group (issue 18): 1:1 inquiries and the operators' messages. */
export const screens: ScreenGroup['screens'] = {
  ServiceContact: ContactScreen,
  MoreContact: ContactScreen,
  MoreContactCreate: ContactCreateScreen,
  MoreContactDetail: ContactDetailScreen,
};
