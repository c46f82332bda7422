import { binary, content } from '@baro/contracts';
import type { Router } from '../router.ts';
import { publicTradeRoundsHandler } from './public/trade-round.ts';
import { currentRoundHandler } from './trade/game/current.ts';
import { recentRoundsHandler } from './trade/game/recent.ts';
import { roundHandler } from './trade/game/round.ts';
import { listRoundsHandler } from './trade/game/round/list.ts';
import { placeBetHandler } from './trade/history/betting.ts';
import { myOptionBetsHandler } from './trade/history/current-for-option.ts';
import { myRoundBetsHandler } from './trade/history/current.ts';
import { listMyBetsHandler } from './trade/history/list.ts';
import { recentBetsOfAllHandler } from './trade/history/recent-all-history.ts';
import { dailyRoundSummaryHandler } from './trade/round/summary/daily.ts';

/** Spec §7 timed-round calls: rounds, bets and their history (the options are in register-market.ts). */
export function registerRoundHandlers(router: Router): void {
  router.add(binary.getCurrentRound, currentRoundHandler);
  router.add(binary.listRecentRounds, recentRoundsHandler);
  router.add(binary.getRound, roundHandler);
  router.add(binary.listRounds, listRoundsHandler);
  router.add(binary.placeBet, placeBetHandler);
  router.add(binary.listMyRoundBets, myRoundBetsHandler);
  router.add(binary.listMyOptionBets, myOptionBetsHandler);
  router.add(binary.listMyBets, listMyBetsHandler);
  router.add(binary.listRecentBetsOfAll, recentBetsOfAllHandler);
  router.add(binary.getDailyRoundSummary, dailyRoundSummaryHandler);
  router.add(content.listPublicTradeRounds, publicTradeRoundsHandler);
}
