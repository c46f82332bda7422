import * as dnw from '@baro/contracts/manifest/dnw';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { AmountField } from '../../wallet/amount-field.tsx';
import { AmountPresets } from '../../wallet/amount-presets.tsx';
import { groupedAmount } from '../../wallet/amount-text.ts';
import { pairRate } from '../../wallet/asset-summary.ts';
import { amountWithUnit } from '../../wallet/dnw-labels.ts';
import { useMoneyConfirm } from '../../wallet/money-confirm.tsx';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';
import { useMyWallets, useRateMap } from '../../wallet/wallet-hooks.ts';
import { feeTableQuery } from '../../wallet/wallet-queries.ts';
import { parseMinor } from '../../wallet/wallet-money.ts';
import { Card, InfoLine, Notes, QuoteBox, QuoteLine } from '../../wallet/wallet-ui.tsx';
import { PrimaryButton } from '../common/form-controls.tsx';
import { convertQuote } from './quotes.ts';
import { refreshAfterMoneyCall } from '../../wallet/wallet-cache.ts';

/**
 * The amount and the quote of a conversion (POST /dnw/convert): the rate shown is sent with the call,
 * so the server refuses the conversion if the rate moved meanwhile (EXCHANGE_RATE_CHANGED). The fee
 * (`/fee.json` convertFeeRate) comes out of the amount sent, and the rest converts.
 */
export function ConvertForm({ from, to }: { from: string; to: string }) {
  const services = useServices();
  const wallets = useMyWallets();
  const rates = useRateMap();
  const available = wallets.data?.[from]?.point ?? '0';
  const rate = rates.data === undefined ? undefined : pairRate(rates.data, from, to);
  const fees = useQuery(feeTableQuery(services.api));
  const [point, setPoint] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useRequestIds();
  const { dialog, ask } = useMoneyConfirm();
  const estimate = convertQuote(from, to, point, rate, fees.data?.convertFeeRate);
  // Quotes in full precision: the spec's 4-decimal wallet display would hide a coin's fee.
  const receive =
    estimate === undefined || estimate.receive === '' ? '-' : `${groupedAmount(estimate.receive)} ${to}`;
  const fee = estimate === undefined ? '-' : `${groupedAmount(estimate.fee)} ${from}`;

  async function submit() {
    const minor = parseMinor(from, point === '' ? '0' : point) ?? 0n;
    if (minor <= 0n) {
      await services.dialogs.alert('전환할 수량을 입력해주세요.');
      return;
    }
    if (minor > (parseMinor(from, available) ?? 0n)) {
      await services.dialogs.alert('전환 수량이 보유 수량을 초과합니다.');
      return;
    }
    if (rate === undefined || estimate === undefined) {
      await services.dialogs.alert('환율 정보를 불러올 수 없습니다.');
      return;
    }
    const confirmed = await ask({
      title: '코인 전환',
      rows: [
        { label: '보내는 수량', value: amountWithUnit(point, from), strong: true },
        { label: '적용 환율', value: `1 ${from} = ${groupedAmount(rate)} ${to}` },
        { label: '전환 수수료', value: fee },
        { label: '예상 수령', value: receive },
      ],
      note: '전환은 취소할 수 없습니다.',
      confirmLabel: '전환하기',
    });
    if (!confirmed) return;
    setBusy(true);
    const body = { fromCoin: from, toCoin: to, point, rate };
    const result = await callWithRequestId(ids, body, (requestId) =>
      services.api.call(dnw.convertCoin, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      if (result.code === 'EXCHANGE_RATE_CHANGED') void rates.refetch();
      await services.dialogs.alert(result.message);
      return;
    }
    setPoint('');
    refreshAfterMoneyCall(services);
    await services.dialogs.alert(`전환이 완료되었습니다.\n${result.data.memo ?? ''}`.trim());
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <InfoLine label="보유 수량" value={amountWithUnit(available, from)} />
        <InfoLine
          label="적용 환율"
          testId="convert-rate"
          value={
            rates.isPending
              ? '…'
              : rate === undefined
                ? '환율 없음'
                : `1 ${from} = ${groupedAmount(rate)} ${to}`
          }
          strong
        />
      </Card>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-3"
      >
        <AmountField label="전환 수량" asset={from} value={point} onValueChange={setPoint} />
        <AmountPresets asset={from} value={point} onValueChange={setPoint} available={available} />
        <QuoteBox>
          <QuoteLine
            label={`전환 수수료${fees.data === undefined ? '' : ` (${feePercent(fees.data.convertFeeRate)})`}`}
            testId="convert-fee"
            value={fee}
          />
          <QuoteLine label="예상 수령" testId="convert-quote" value={receive} strong />
        </QuoteBox>
        <PrimaryButton busy={busy}>전환하기</PrimaryButton>
      </form>
      <Notes items={['환율은 사이트가 공시한 가격 기준이며, 신청 사이에 바뀌면 다시 확인을 요청합니다.']} />
      {dialog}
    </div>
  );
}

/** '0.001' → '0.1%': the rate as the member reads it. */
function feePercent(rate: string): string {
  const e4 = Number(rate) * 10_000;
  return `${String(e4 / 100)}%`;
}
