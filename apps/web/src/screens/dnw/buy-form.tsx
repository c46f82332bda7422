import * as dnw from '@baro/contracts/manifest/dnw';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { formatWalletAmount } from '../../format/wallet-amount.ts';
import { AmountField } from '../../wallet/amount-field.tsx';
import { AmountPresets } from '../../wallet/amount-presets.tsx';
import { amountWithUnit, formatKstTime } from '../../wallet/dnw-labels.ts';
import { useMoneyConfirm } from '../../wallet/money-confirm.tsx';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';
import { walletName } from '../../wallet/site-wallets.ts';
import { Card, InfoLine, Notes, QuoteBox, QuoteLine } from '../../wallet/wallet-ui.tsx';
import { PrimaryButton } from '../common/form-controls.tsx';
import { useWonPrice } from './quote-hooks.ts';
import { buyQuote } from './quotes.ts';
import { refreshAfterMoneyCall } from '../../wallet/wallet-cache.ts';

/**
 * Buying a coin for won (POST /dnw/buy/apply): the member enters the won, sees the coin it buys at the
 * site's price (`wonpNum`), confirms, and the request waits until the won arrives by bank transfer.
 */
export function BuyForm({ coin }: { coin: string }) {
  const services = useServices();
  const { price, at, loading, refetch } = useWonPrice(coin);
  const [won, setWon] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useRequestIds();
  const { dialog, ask } = useMoneyConfirm();
  const point = buyQuote(coin, won, price);

  async function submit() {
    if (price === undefined) {
      await services.dialogs.alert('시세를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
      return;
    }
    if (point === '') {
      await services.dialogs.alert('구매할 금액을 입력해주세요.');
      return;
    }
    const confirmed = await ask({
      title: `${walletName(coin)} 구매`,
      rows: [
        { label: '결제 금액', value: amountWithUnit(won, 'KRW'), strong: true },
        { label: '적용 시세', value: `1 ${coin} = ${amountWithUnit(price, 'KRW')}` },
        { label: '받을 수량', value: amountWithUnit(point, coin), strong: true },
      ],
      note: '결제 금액을 입금하시면 확인 후 코인이 지급됩니다.',
      confirmLabel: '구매신청',
    });
    if (!confirmed) return;
    setBusy(true);
    const body = { walletType: coin, won, wonpNum: price, point };
    const result = await callWithRequestId(ids, body, (requestId) =>
      services.api.call(dnw.applyBuy, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      if (result.code === 'EXCHANGE_RATE_CHANGED') refetch();
      await services.dialogs.alert(result.message);
      return;
    }
    setWon('');
    refreshAfterMoneyCall(services);
    await services.dialogs.alert(`구매신청이 완료되었습니다.\n${amountWithUnit(result.data.point, coin)}`);
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <InfoLine
          label="현재 시세"
          value={
            loading ? '…' : price === undefined ? '시세 없음' : `1 ${coin} = ${formatWalletAmount(price)} KRW`
          }
          strong
        />
        {at !== undefined && <InfoLine label="시세 기준" value={formatKstTime(at)} testId="price-at" />}
      </Card>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-3"
      >
        <AmountField label="결제 금액" asset="KRW" value={won} onValueChange={setWon} />
        <AmountPresets asset="KRW" value={won} onValueChange={setWon} />
        <QuoteBox>
          <QuoteLine
            label="받을 수량"
            testId="buy-quote"
            value={point === '' ? '-' : amountWithUnit(point, coin)}
            strong
          />
        </QuoteBox>
        <PrimaryButton busy={busy}>구매신청</PrimaryButton>
      </form>
      <Notes
        items={[
          '받을 수량은 현재 시세로 계산되며, 시세가 바뀌면 다시 확인해야 합니다.',
          '결제 금액이 입금되면 확인 후 코인 지갑에 지급됩니다.',
        ]}
      />
      {dialog}
    </div>
  );
}
