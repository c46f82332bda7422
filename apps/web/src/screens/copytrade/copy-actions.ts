import * as copytrade from '@baro/contracts/manifest/copytrade';
import * as futures from '@baro/contracts/manifest/futures';
import type { CopyOrder } from '@baro/contracts/routes/copytrade';
import { useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { refreshCopyTrade } from '../../copytrade/copytrade-queries.ts';
import { FUTURES_QUERY_KEY } from '../../futures/futures-queries.ts';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';

/**
 * The copy-trading actions that change a relation or a copy, each confirmed first and followed by a
 * fresh read of the copy-trading lists; a refusal shows the server's message.
 */
export function useCopyActions() {
  const { api, dialogs } = useServices();
  const queryClient = useQueryClient();
  const requestIds = useRequestIds();

  async function finish(result: { ok: true } | { ok: false; message: string }) {
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    refreshCopyTrade(queryClient);
  }

  return {
    /** 팔로우 해제: stop following; open copies stay until they close. */
    async unfollow(traderNick: string) {
      if (
        !(await dialogs.confirm(
          `${traderNick} 팔로우를 해제하시겠습니까?\n진행 중인 카피는 종료될 때까지 유지됩니다.`,
        ))
      )
        return;
      await finish(await api.call(copytrade.unfollow));
    },
    /** 종료: close one copy now at the market price (POST /futures/order/copytrade/close). */
    async closeCopy(copy: CopyOrder) {
      if (!(await dialogs.confirm(`${copy.stock} 카피를 시장가로 종료하시겠습니까?`))) return;
      const body = {
        futuresFollowerOrderId: copy.futuresFollowerOrderId,
        futuresTraderOrderId: copy.futuresTraderOrderId,
      };
      const result = await callWithRequestId(requestIds, body, (requestId) =>
        api.call(futures.closeCopyTrade, { body: { ...body, requestId } }),
      );
      if (result.ok) void queryClient.invalidateQueries({ queryKey: FUTURES_QUERY_KEY });
      await finish(result);
    },
    /** 팔로워 해제: a trader ends one follower's relation. */
    async removeFollower(traderFollowerId: number, followerNick: string) {
      if (!(await dialogs.confirm(`${followerNick} 님을 팔로워에서 해제하시겠습니까?`))) return;
      await finish(await api.call(copytrade.removeFollower, { body: { traderFollowerId } }));
    },
  };
}
