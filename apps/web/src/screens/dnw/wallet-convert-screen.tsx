import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from '../../routes/router/index.ts';
import { usePageTitle } from '../../layouts/use-page-chrome.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CoinDrawer, CoinPickerButton } from '../../wallet/coin-drawer.tsx';
import { convertCoinTypes, walletCurrency } from '../../wallet/site-wallets.ts';
import { useDnwSettings, useMyWallets, useSite } from '../../wallet/wallet-hooks.ts';
import { ActionTabs } from './action-tabs.tsx';
import { ConvertForm } from './convert-form.tsx';
import { parsePair } from './wallet-actions.ts';

/**
 * Spec §2 /wallet/convert/{from}_{to}: one coin into another at the site's published rate. Each side
 * is picked in the coin drawer; the arrow swaps them. A pair the site cannot convert opens its first
 * two coins instead.
 */
export function WalletConvertScreen() {
  const { pair } = useParams();
  const navigate = useNavigate();
  const site = useSite();
  const settings = useDnwSettings();
  const wallets = useMyWallets();
  const [picking, setPicking] = useState<'from' | 'to' | null>(null);
  const coins = convertCoinTypes(site);
  const parsed = parsePair(pair);
  usePageTitle('코인 전환');

  if (settings.data?.typeStatus.convert === false) {
    return <EmptyState message="현재 이용할 수 없는 메뉴입니다." />;
  }
  if (coins.length < 2) return <EmptyState message="전환할 수 있는 코인이 없습니다." />;
  const valid =
    parsed !== null && parsed.from !== parsed.to && coins.includes(parsed.from) && coins.includes(parsed.to);
  if (!valid) return <Navigate to={`/wallet/convert/${coins[0] ?? ''}_${coins[1] ?? ''}`} replace />;
  const { from, to } = parsed;

  function open(nextFrom: string, nextTo: string) {
    // Picking the other side's coin swaps the two, so the pair always stays two different coins.
    void navigate(`/wallet/convert/${nextFrom}_${nextTo}`, { replace: true });
  }

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <ActionTabs site={site} typeStatus={settings.data?.typeStatus} current="convert" walletType={from} />
      <div className="flex flex-col gap-2">
        <CoinPickerButton
          label="보내는 코인"
          walletType={from}
          currency={walletCurrency(site, from)}
          onOpen={() => {
            setPicking('from');
          }}
        />
        <div className="flex justify-center">
          <button
            type="button"
            aria-label="보내는 코인과 받는 코인 바꾸기"
            onClick={() => {
              open(to, from);
            }}
            className="flex size-10 items-center justify-center rounded-full border border-line bg-surface text-text outline-none active:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent"
          >
            <ArrowDownUp aria-hidden="true" className="size-4.5" />
          </button>
        </div>
        <CoinPickerButton
          label="받는 코인"
          walletType={to}
          currency={walletCurrency(site, to)}
          onOpen={() => {
            setPicking('to');
          }}
        />
      </div>
      <ConvertForm key={`${from}_${to}`} from={from} to={to} />
      <CoinDrawer
        open={picking !== null}
        onClose={() => {
          setPicking(null);
        }}
        coins={coins}
        currencyOf={(walletType) => walletCurrency(site, walletType)}
        current={picking === 'to' ? to : from}
        wallets={wallets.data}
        onSelect={(coin) => {
          if (picking === 'from') open(coin, coin === to ? from : to);
          else open(coin === from ? to : from, coin);
        }}
      />
    </div>
  );
}
