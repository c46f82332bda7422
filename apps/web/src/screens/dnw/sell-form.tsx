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
import { useMyWallets } from '../../wallet/wallet-hooks.ts';
import { parseMinor } from '../../wallet/wallet-money.ts';
import { Card, InfoLine, Notes, QuoteBox, QuoteLine } from '../../wallet/wallet-ui.tsx';
import { PrimaryButton } from '../common/form-controls.tsx';
import { useWonPrice } from './quote-hooks.ts';
import { sellQuote } from './quotes.ts';
import { refreshAfterMoneyCall } from '../../wallet/wallet-cache.ts';

/**
 * Selling a coin for won (POST /dnw/sell/apply): the amount is held at once and the won is paid to the
 * member's bank account when an operator approves. The member sees the won at the site's price first.
 */
export function SellForm({ coin }: { coin: string }) {
  const services = useServices();
  const wallets = useMyWallets();
  const available = wallets.data?.[coin]?.point ?? '0';
  const { price, at, loading, refetch } = useWonPrice(coin);
  const [point, setPoint] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useRequestIds();
  const { dialog, ask } = useMoneyConfirm();
  const won = sellQuote(coin, point, price);

  async function submit() {
    if (price === undefined) {
      await services.dialogs.alert('시세를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
      return;
    }
    const minor = parseMinor(coin, point === '' ? '0' : point) ?? 0n;
    if (minor <= 0n) {
      await services.dialogs.alert('판매할 수량을 입력해주세요.');
      return;
    }
    if (minor > (parseMinor(coin, available) ?? 0n)) {
      await services.dialogs.alert('판매 수량이 보유 수량을 초과합니다.');
      return;
    }
    const confirmed = await ask({
      title: `${walletName(coin)} 판매`,
      rows: [
        { label: '판매 수량', value: amountWithUnit(point, coin), strong: true },
        { label: '적용 시세', value: `1 ${coin} = ${amountWithUnit(price, 'KRW')}` },
        { label: '받을 금액', value: won === '' ? '-' : amountWithUnit(won, 'KRW'), strong: true },
      ],
      note: '판매 수량은 처리될 때까지 보류되며, 승인되면 등록된 계좌로 입금됩니다.',
      confirmLabel: '판매신청',
    });
    if (!confirmed) return;
    setBusy(true);
    const body = { walletType: coin, point, wonpNum: price };
    const result = await callWithRequestId(ids, body, (requestId) =>
      services.api.call(dnw.applySell, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      if (result.code === 'EXCHANGE_RATE_CHANGED') refetch();
      await services.dialogs.alert(result.message);
      return;
    }
    setPoint('');
    refreshAfterMoneyCall(services);
    await services.dialogs.alert(
      `판매신청이 완료되었습니다.\n${amountWithUnit(result.data.won ?? won, 'KRW')}`,
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <InfoLine label="판매가능수량" value={amountWithUnit(available, coin)} strong />
        <InfoLine
          label="현재 시세"
          value={
            loading ? '…' : price === undefined ? '시세 없음' : `1 ${coin} = ${formatWalletAmount(price)} KRW`
          }
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
        <AmountField label="판매 수량" asset={coin} value={point} onValueChange={setPoint} />
        <AmountPresets asset={coin} value={point} onValueChange={setPoint} available={available} />
        <QuoteBox>
          <QuoteLine
            label="받을 금액"
            testId="sell-quote"
            value={won === '' ? '-' : amountWithUnit(won, 'KRW')}
            strong
          />
        </QuoteBox>
        <PrimaryButton busy={busy}>판매신청</PrimaryButton>
      </form>
      <Notes items={['판매 대금은 회원님 명의의 등록된 계좌로 입금됩니다.']} />
      {dialog}
    </div>
  );
}
