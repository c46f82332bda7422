import * as content from '@baro/contracts/manifest/content';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { InlineButton } from '../screens/common/form-controls.tsx';
import { RestrictedInput } from '../ui/restricted-input.tsx';
import { amountWithUnit } from './dnw-labels.ts';
import { callWithRequestId, useRequestIds } from './request-id.ts';
import { siteWalletTypes, walletName } from './site-wallets.ts';
import { applyWalletEntry, refreshAfterMoneyCall } from './wallet-cache.ts';
import { useSite, useWalletTarget } from './wallet-hooks.ts';
import { Card, CardTitle } from './wallet-ui.tsx';

/**
 * Coupon entry (spec §7 POST /coupon/use {promoCode, walletType}): a promo code and the wallet it
 * credits. The answer carries the credited wallet, which goes into the caches at once.
 */
export function CouponForm() {
  const services = useServices();
  const target = useWalletTarget();
  const site = useSite();
  const wallets = siteWalletTypes(site);
  const [promoCode, setPromoCode] = useState('');
  const [walletType, setWalletType] = useState(wallets[0] ?? 'BINARY');
  const [busy, setBusy] = useState(false);
  const ids = useRequestIds();

  async function submit() {
    const code = promoCode.trim();
    if (code === '') {
      await services.dialogs.alert('쿠폰 번호를 입력해주세요.');
      return;
    }
    setBusy(true);
    const body = { promoCode: code, walletType };
    const result = await callWithRequestId(ids, body, (requestId) =>
      services.api.call(content.useCoupon, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    applyWalletEntry(target, result.data.wallet);
    setPromoCode('');
    refreshAfterMoneyCall(services);
    await services.dialogs.alert(
      `쿠폰이 등록되었습니다.\n${walletName(walletType)}에 ${amountWithUnit(result.data.amount, result.data.wallet.currency)} 지급`,
    );
  }

  return (
    <Card>
      <CardTitle aside={<Ticket aria-hidden="true" className="size-4.5 text-text-dim" />}>
        쿠폰 등록
      </CardTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-2"
      >
        <div className="flex gap-2">
          <label htmlFor="coupon-wallet" className="sr-only">
            쿠폰 지급 지갑
          </label>
          <select
            id="coupon-wallet"
            value={walletType}
            onChange={(event) => {
              setWalletType(event.target.value);
            }}
            className="h-11 w-32 shrink-0 rounded-lg border border-line bg-surface-2 px-2 text-sm text-text outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            {wallets.map((type) => (
              <option key={type} value={type}>
                {walletName(type)}
              </option>
            ))}
          </select>
          <label htmlFor="coupon-code" className="sr-only">
            쿠폰 번호
          </label>
          <RestrictedInput
            id="coupon-code"
            rule={{ exclude: 'specialAndSpace' }}
            maxLength={64}
            autoCapitalize="characters"
            placeholder="쿠폰 번호"
            value={promoCode}
            onValueChange={setPromoCode}
          />
        </div>
        <InlineButton type="submit" disabled={busy} className="w-full">
          {busy ? '등록 중…' : '쿠폰 등록'}
        </InlineButton>
      </form>
    </Card>
  );
}
