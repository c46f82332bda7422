import { content, dnw, providers, wallet } from '@baro/contracts';
import type { Router } from '../router.ts';
import { adminApproveDnwHandler } from './admin/dnw/approve.ts';
import { adminListDnwHandler } from './admin/dnw/list.ts';
import { adminRejectDnwHandler } from './admin/dnw/reject.ts';
import { useCouponHandler } from './coupon/use.ts';
import { applyDnwHandler } from './dnw/apply.ts';
import { bitshopUrlHandler } from './dnw/bitshop/url.ts';
import { applyBuyHandler } from './dnw/buy/apply.ts';
import { cancelDnwHandler } from './dnw/cancel.ts';
import { convertHandler } from './dnw/convert.ts';
import { applyDepositHandler } from './dnw/deposit/apply.ts';
import { getExchangeRateMapHandler } from './dnw/get-exchange-rate-map.ts';
import { getExchangeRateHandler } from './dnw/get-exchange-rate.ts';
import { listDnwHandler } from './dnw/list.ts';
import { applyP2pHandler } from './dnw/p2p.ts';
import { latestP2pHandler } from './dnw/p2p/latest.ts';
import { millionP2pUrlHandler } from './dnw/p2p/million-p2p-url.ts';
import { vancoinP2pUrlHandler } from './dnw/p2p/vancoin-p2p-url.ts';
import { applySellHandler } from './dnw/sell/apply.ts';
import { transferHandler } from './dnw/transfer.ts';
import { applyWithdrawHandler } from './dnw/withdraw/apply.ts';
import { checkProviderCoinHandler } from './provider/chk-coin.ts';
import { checkProviderPlayerHandler } from './provider/chk-player.ts';
import { coinChargeUrlHandler } from './provider/coin-charge-url.ts';
import { providerLoginHandler } from './provider/login.ts';
import { makeQrCodeHandler } from './provider/make-qrcode.ts';
import { sellProviderCoinHandler } from './provider/sell-coin.ts';
import { sendProviderCoinHandler } from './provider/send-coin.ts';
import { signupProviderHandler } from './provider/signup.ts';
import { providerUrlHandler } from './provider/url.ts';
import { sandboxCheckoutPageHandler } from './sandbox/checkout.ts';
import { completeSandboxCheckoutHandler } from './sandbox/checkout/complete.ts';
import { generateTempWalletHandler } from './wallet/temp-generate.ts';
import { generateWalletHandler } from './wallet/generate.ts';
import { myWalletsHandler } from './wallet/my.ts';

/**
 * Spec §7 "Wallet", "Deposit/withdraw", "Coin payment providers" and the coupon call, plus the back
 * office's dnw decisions and the sandbox provider's payment page (Baro additions).
 */
export function registerWalletHandlers(router: Router): void {
  router.add(wallet.getMyWallets, myWalletsHandler);
  router.add(wallet.generateWallet, generateWalletHandler);
  router.add(wallet.generateTempWallet, generateTempWalletHandler);

  router.add(dnw.applyDnw, applyDnwHandler);
  router.add(dnw.applyDeposit, applyDepositHandler);
  router.add(dnw.applyWithdraw, applyWithdrawHandler);
  router.add(dnw.cancelDnw, cancelDnwHandler);
  router.add(dnw.listDnw, listDnwHandler);
  router.add(dnw.transfer, transferHandler);
  router.add(dnw.convertCoin, convertHandler);
  router.add(dnw.applyBuy, applyBuyHandler);
  router.add(dnw.applySell, applySellHandler);
  router.add(dnw.getExchangeRate, getExchangeRateHandler);
  router.add(dnw.getExchangeRateMap, getExchangeRateMapHandler);
  router.add(dnw.applyP2p, applyP2pHandler);
  router.add(dnw.getLatestP2p, latestP2pHandler);
  router.add(dnw.getBitshopUrl, bitshopUrlHandler);
  router.add(dnw.getMillionP2pUrl, millionP2pUrlHandler);
  router.add(dnw.getVancoinP2pUrl, vancoinP2pUrlHandler);
  router.add(content.useCoupon, useCouponHandler);

  router.add(dnw.adminListDnw, adminListDnwHandler);
  router.add(dnw.adminApproveDnw, adminApproveDnwHandler);
  router.add(dnw.adminRejectDnw, adminRejectDnwHandler);

  router.add(providers.checkProviderCoin, checkProviderCoinHandler);
  router.add(providers.checkProviderPlayer, checkProviderPlayerHandler);
  router.add(providers.signupProvider, signupProviderHandler);
  router.add(providers.sendProviderCoin, sendProviderCoinHandler);
  router.add(providers.sellProviderCoin, sellProviderCoinHandler);
  router.add(providers.getCoinChargeUrl, coinChargeUrlHandler);
  router.add(providers.makeDepositQrCode, makeQrCodeHandler);
  router.add(providers.providerLogin, providerLoginHandler);
  router.add(providers.getProviderUrl, providerUrlHandler);
  router.add(providers.sandboxCheckoutPage, sandboxCheckoutPageHandler);
  router.add(providers.completeSandboxCheckout, completeSandboxCheckoutHandler);
}
