import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { FuturesScreen } from '../futures/futures-screen.tsx';

/**
 * The futures-trade screen group: the coin futures pages (issue 15 §3). Not in spec §2's list of
 * groups (docs/spec-interpretations.md): with the overseas pages in one group, /future/{id} downloaded
 * their screens too, and would download the overseas order panel when it comes.
 */
export const screens: ScreenGroup['screens'] = { Future: FuturesScreen, FutureView: FuturesScreen };
