import { useState } from 'react';
import { useAppState } from '../../app/services-context.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { parseCoinList } from '../../wallet/site-wallets.ts';
import { MyHistory } from './bet-lists.tsx';
import { RoundDetailSheet } from './round-detail-sheet.tsx';

/**
 * The binary variant of /wallet/history (screens/futures/wallet-history-screen.tsx picks it by site
 * type): on a site that uses the BINARY wallet, the member's timed-round bets of every option, newest
 * first, each opening its round's deciding ticks.
 */
export function WalletBetHistoryScreen() {
  const binarySite = useAppState((state) =>
    parseCoinList(state.siteInfo?.usedCoins ?? '').includes('BINARY'),
  );
  const [detail, setDetail] = useState<number | null>(null);
  if (!binarySite) return <EmptyState message="이 사이트는 회차 거래를 제공하지 않습니다." />;
  return (
    <div className="flex flex-col">
      <MyHistory optionId={undefined} onOpen={setDetail} />
      <RoundDetailSheet
        roundId={detail}
        onClose={() => {
          setDetail(null);
        }}
      />
    </div>
  );
}
