import type { ScreenGroup } from '../../routes/lazy-screens.tsx';
import {
  BalanceDepositScreen,
  BalanceListScreen,
  BalanceWithdrawScreen,
  WalletDnwHistoryScreen,
} from './balance-screens.tsx';
import { WalletHistoryScreen } from '../futures/wallet-history-screen.tsx';
import { DnwScreen } from './dnw-screen.tsx';
import { WalletActionScreen } from './wallet-action-screen.tsx';
import { WalletAssetScreen } from './wallet-asset-screen.tsx';
import { WalletConvertScreen } from './wallet-convert-screen.tsx';
import { WalletP2pScreen } from './wallet-p2p-screen.tsx';

/**
 * The dnw group (issue 6 §3): the /dnw hub, the main menu's balance screens and the wallet layout's
 * screens. The wallet layout's trade history (/wallet/history) is written with the trade screens it
 * shares its lists with: the futures orders and the timed-round bets, by what the site uses.
 */
export const screens: ScreenGroup['screens'] = {
  Dnw: DnwScreen,
  BalanceList: BalanceListScreen,
  BalanceDeposit: BalanceDepositScreen,
  BalanceWithdraw: BalanceWithdrawScreen,
  WalletAsset: WalletAssetScreen,
  WalletP2p: WalletP2pScreen,
  WalletDnwHistory: WalletDnwHistoryScreen,
  WalletAction: WalletActionScreen,
  WalletConvert: WalletConvertScreen,
  WalletHistory: WalletHistoryScreen,
};
