import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { LiveChatScreen } from './livechat-screen.tsx';

/** The live chat group: a chunk of its own, loaded only when /more/livechat opens. */
export const screens: ScreenGroup['screens'] = {
  LiveChat: LiveChatScreen,
};
