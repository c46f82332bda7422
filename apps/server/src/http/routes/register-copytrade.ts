import { copytrade } from '@baro/contracts';
import type { Router } from '../router.ts';
import { followTraderHandler } from './copytrade/follower/follow.ts';
import { myFollowersHandler } from './copytrade/follower/list.ts';
import { myFollowHandler } from './copytrade/follower/my-trader-follower.ts';
import { removeFollowerHandler } from './copytrade/follower/unfollow-trader.ts';
import { unfollowHandler } from './copytrade/follower/unfollow.ts';

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
}
