import { DepositForm } from '../../wallet/deposit-form.tsx';
import { DnwHistoryList } from '../../wallet/dnw-history-list.tsx';
import { siteWalletTypes } from '../../wallet/site-wallets.ts';
import { useSite } from '../../wallet/wallet-hooks.ts';
import { WithdrawForm } from '../../wallet/withdraw-form.tsx';

/** Spec §2 main menu 입금신청 (/balances/deposit): a won deposit request to the site's bank account. */
export function BalanceDepositScreen() {
  return (
    <div className="px-4 py-4">
      <DepositForm walletType="BINARY" />
    </div>
  );
}

/** Spec §2 main menu 출금신청 (/balances/withdraw): a won withdrawal request, checked against me.money. */
export function BalanceWithdrawScreen() {
  return (
    <div className="px-4 py-4">
      <WithdrawForm walletType="BINARY" />
    </div>
  );
}

/** Spec §2 main menu 입출금내역 (/balances/list): the won wallet's deposits and withdrawals. */
export function BalanceListScreen() {
  return <DnwHistoryList walletType="BINARY" />;
}

/** Spec §2 /wallet/dnw_history: every wallet's deposits and withdrawals, tabs deposit and withdraw. */
export function WalletDnwHistoryScreen() {
  const site = useSite();
  return <DnwHistoryList walletTypes={siteWalletTypes(site)} />;
}
