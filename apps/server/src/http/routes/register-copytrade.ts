import { copytrade } from '@baro/contracts';
import type { Router } from '../router.ts';
import { followTraderHandler } from './copytrade/follower/follow.ts';
import { myFollowersHandler } from './copytrade/follower/list.ts';
import { myFollowHandler } from './copytrade/follower/my-trader-follower.ts';
import { removeFollowerHandler } from './copytrade/follower/unfollow-trader.ts';
import { unfollowHandler } from './copytrade/follower/unfollow.ts';
import { followerSummaryHandler } from './copytrade/follower/summary.ts';
import { myTradersHandler } from './copytrade/follower/my-traders.ts';
import { followerHistoryHandler } from './copytrade/history/follower/list.ts';
import { followerOpenHandler } from './copytrade/history/follower/open.ts';
import { profitSharesHandler } from './copytrade/history/trader/fee-history.ts';
import { traderOrderCopiesHandler } from './copytrade/history/trader/follower-position.ts';
import { traderHistoryHandler } from './copytrade/history/trader/list.ts';
import { traderFollowerOpenHandler } from './copytrade/history/trader/my-open-follower-history.ts';
import { traderOpenHandler } from './copytrade/history/trader/open.ts';
import { traderHandler } from './copytrade/trader.ts';
import { traderChartHandler } from './copytrade/trader/chart.ts';
import { traderListHandler } from './copytrade/trader/list.ts';
import { traderPositionsHandler } from './copytrade/trader/positions.ts';

/**
 * Spec §7 copy-trading calls built so far: following, unfollowing, a trader removing a follower, the
 * caller's follow and a trader's followers (docs/copytrade-design.md says what is still to come).
 */
export function registerCopytradeHandlers(router: Router): void {
  router.add(copytrade.followTrader, followTraderHandler);
  router.add(copytrade.unfollow, unfollowHandler);
  router.add(copytrade.removeFollower, removeFollowerHandler);
  router.add(copytrade.getMyFollow, myFollowHandler);
  router.add(copytrade.listMyFollowers, myFollowersHandler);
  // The reads: traders and the leaderboard (docs/copytrade-leaderboard.md), the follower's and the
  // trader's histories.
  router.add(copytrade.getTrader, traderHandler);
  router.add(copytrade.listTraders, traderListHandler);
  router.add(copytrade.getTraderChart, traderChartHandler);
  router.add(copytrade.listTraderPositions, traderPositionsHandler);
  router.add(copytrade.getFollowerSummary, followerSummaryHandler);
  router.add(copytrade.listMyTraders, myTradersHandler);
  router.add(copytrade.listFollowerHistory, followerHistoryHandler);
  router.add(copytrade.listFollowerOpen, followerOpenHandler);
  router.add(copytrade.listTraderHistory, traderHistoryHandler);
  router.add(copytrade.listTraderOpen, traderOpenHandler);
  router.add(copytrade.listTraderFollowerOpen, traderFollowerOpenHandler);
  router.add(copytrade.listTraderOrderCopies, traderOrderCopiesHandler);
  router.add(copytrade.listProfitShares, profitSharesHandler);
}
