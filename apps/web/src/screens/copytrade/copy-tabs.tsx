import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { myTraderProfileQuery } from '../../copytrade/copytrade-queries.ts';
import { TabStrip } from '../../layouts/tab-strip.tsx';

/**
 * The copy-trading pages under the header: the leaderboard, the member's copies, and the trader's
 * dashboard when the member is a trader (GET /copytrade/trader without an id answers their profile).
 */
export function CopyTabs() {
  const { api } = useServices();
  const profile = useQuery(myTraderProfileQuery(api));
  const isTrader = profile.data !== undefined && profile.data !== null;
  return (
    <TabStrip
      label="카피 트레이딩 메뉴"
      tabs={[
        { label: '트레이더', path: '/copytrade' },
        { label: '내 카피', path: '/copytrade/my' },
        ...(isTrader ? [{ label: '대시보드', path: '/copytrade/dashboard' }] : []),
      ]}
    />
  );
}
