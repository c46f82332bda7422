import { useState } from 'react';
import { Navigate, useNavigate, useParams } from '../../routes/router/index.ts';
import { usePageTitle } from '../../layouts/use-page-chrome.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CoinDrawer, CoinPickerButton } from '../../wallet/coin-drawer.tsx';
import { DepositForm } from '../../wallet/deposit-form.tsx';
import { walletCurrency, walletName } from '../../wallet/site-wallets.ts';
import { useDnwSettings, useMyWallets, useSite } from '../../wallet/wallet-hooks.ts';
import { WithdrawForm } from '../../wallet/withdraw-form.tsx';
import { ActionTabs } from './action-tabs.tsx';
import { BuyForm } from './buy-form.tsx';
import { SellForm } from './sell-form.tsx';
import { actionPath, walletActionLabels, walletActionTypes, walletsFor } from './wallet-actions.ts';
import type { WalletActionType } from './wallet-actions.ts';

function actionOf(type: string | undefined): WalletActionType | undefined {
  return walletActionTypes.find((action) => action === type);
}

function ActionForm({
  action,
  walletType,
}: {
  action: Exclude<WalletActionType, 'convert'>;
  walletType: string;
}) {
  switch (action) {
    case 'deposit':
      return <DepositForm walletType={walletType} />;
    case 'withdraw':
      return <WithdrawForm walletType={walletType} />;
    case 'buy':
      return <BuyForm coin={walletType} />;
    case 'sell':
      return <SellForm coin={walletType} />;
  }
}

/**
 * Spec §2 /wallet/{type}/{coin}: deposit, withdraw, buy or sell one wallet (convert has its pair
 * page). The action tabs show the site's enabled types; the coin button opens the coin drawer
 * (코인선택) with the wallets the action applies to. A coin the action does not take opens its first.
 */
export function WalletActionScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const site = useSite();
  const settings = useDnwSettings();
  const wallets = useMyWallets();
  const [choosing, setChoosing] = useState(false);
  const action = actionOf(params.type);
  const walletType = (params.coin ?? '').toUpperCase();
  const coins = action === undefined ? [] : walletsFor(site, action);
  usePageTitle(action === undefined ? null : `${walletName(walletType)} ${walletActionLabels[action]}`);

  if (action === undefined) return <Navigate to="/wallet/asset" replace />;
  if (action === 'convert') return <Navigate to={actionPath(site, 'convert', walletType)} replace />;
  if (settings.data?.typeStatus[action] === false) {
    return <EmptyState message="현재 이용할 수 없는 메뉴입니다." />;
  }
  if (!coins.includes(walletType)) {
    const first = coins[0];
    if (first === undefined) return <EmptyState message="이용할 수 있는 지갑이 없습니다." />;
    return <Navigate to={`/wallet/${action}/${first}`} replace />;
  }

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <ActionTabs
        site={site}
        typeStatus={settings.data?.typeStatus}
        current={action}
        walletType={walletType}
      />
      <CoinPickerButton
        walletType={walletType}
        currency={walletCurrency(site, walletType)}
        onOpen={() => {
          setChoosing(true);
        }}
      />
      <ActionForm key={`${action}:${walletType}`} action={action} walletType={walletType} />
      <CoinDrawer
        open={choosing}
        onClose={() => {
          setChoosing(false);
        }}
        coins={coins}
        currencyOf={(type) => walletCurrency(site, type)}
        current={walletType}
        wallets={wallets.data}
        onSelect={(type) => {
          void navigate(`/wallet/${action}/${type}`, { replace: true });
        }}
      />
    </div>
  );
}
