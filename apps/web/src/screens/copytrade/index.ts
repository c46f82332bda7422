import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';
import { LeaderboardScreen } from './leaderboard-screen.tsx';
import { MyCopyScreen } from './my-copy-screen.tsx';
import { TraderDetailScreen } from './trader-detail-screen.tsx';

/** The copy-trading screen group (issue 17 §2), its own chunk: no other route downloads it. */
export const screens: ScreenGroup['screens'] = {
  CopyTrade: LeaderboardScreen,
  CopyTradeTrader: TraderDetailScreen,
  CopyTradeMy: MyCopyScreen,
  CopyTradeDashboard: DashboardScreen,
};
