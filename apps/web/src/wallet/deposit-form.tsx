import * as dnw from '@baro/contracts/manifest/dnw';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { PrimaryButton } from '../screens/common/form-controls.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { AmountField } from './amount-field.tsx';
import { AmountPresets } from './amount-presets.tsx';
import { amountWithUnit } from './dnw-labels.ts';
import { useMoneyConfirm } from './money-confirm.tsx';
import { callWithRequestId, useRequestIds } from './request-id.ts';
import { walletCurrency, walletName } from './site-wallets.ts';
import { depositAddressQuery } from './wallet-queries.ts';
import { useDnwSettings, useMyWallets, useSite } from './wallet-hooks.ts';
import { depositProblem, problemMessage } from './wallet-validation.ts';
import { Card, CardTitle, CopyButton, InfoLine, Notes } from './wallet-ui.tsx';
import { refreshAfterMoneyCall } from './wallet-cache.ts';

/** Where the member sends the money: the site's bank account for won, the coin wallet's address. */
function DepositDestination({ walletType }: { walletType: string }) {
  const { api } = useServices();
  const settings = useDnwSettings();
  const wallets = useMyWallets();
  const known = wallets.data?.[walletType]?.address ?? null;
  const address = useQuery({
    ...depositAddressQuery(api, walletType),
    enabled: walletType !== 'BINARY' && known === null,
  });
  if (walletType === 'BINARY') {
    const account = settings.data?.depositAccount;
    return (
      <Card>
        <CardTitle>입금 계좌</CardTitle>
        {settings.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : account === null || account === undefined ? (
          <p className="text-sm text-text-dim">입금 계좌는 고객센터로 문의해주세요.</p>
        ) : (
          <div className="flex flex-col">
            <InfoLine label="은행" value={account.bankName} />
            <div className="flex items-center justify-between gap-2 py-1">
              <span className="text-[13px] text-text-dim">계좌번호</span>
              <span className="flex items-center gap-2">
                <span className="text-sm font-semibold tabular-nums">{account.accountNumber}</span>
                <CopyButton text={account.accountNumber} label="계좌번호" />
              </span>
            </div>
            <InfoLine label="예금주" value={account.holderName} />
          </div>
        )}
      </Card>
    );
  }
  const shown = known ?? address.data ?? null;
  return (
    <Card>
      <CardTitle aside={shown === null ? undefined : <CopyButton text={shown} label="입금 주소" />}>
        {walletType} 입금 주소
      </CardTitle>
      {shown === null ? (
        address.isError ? (
          <p className="text-sm text-danger">{address.error.message}</p>
        ) : (
          <Skeleton className="h-10 w-full" />
        )
      ) : (
        <p
          data-testid="deposit-address"
          className="rounded-lg bg-surface-2 px-3 py-2.5 font-mono text-[13px] break-all"
        >
          {shown}
        </p>
      )}
    </Card>
  );
}

/**
 * A deposit request (spec §3, §4, §5): the amount is required (입금신청금액을 입력해주세요.), the site's
 * limits apply to won, the member confirms, and on success the form confirms and clears the amount.
 * Won goes through POST /dnw/apply {type D}; a coin through /dnw/deposit/apply with its wallet.
 */
export function DepositForm({ walletType }: { walletType: string }) {
  const services = useServices();
  const site = useSite();
  const settings = useDnwSettings();
  const currency = walletCurrency(site, walletType);
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useRequestIds();
  const { dialog, ask } = useMoneyConfirm();
  const limits =
    walletType === 'BINARY' && settings.data !== undefined
      ? { min: settings.data.depositMin, max: settings.data.depositMax }
      : undefined;

  async function submit() {
    const problem = depositProblem(currency, amount, limits);
    if (problem !== null) {
      await services.dialogs.alert(problemMessage(services.i18n, problem));
      return;
    }
    const confirmed = await ask({
      title: '입금신청',
      rows: [
        { label: '입금 지갑', value: walletName(walletType) },
        { label: '신청 금액', value: amountWithUnit(amount, currency), strong: true },
      ],
      note: '입금이 확인되면 승인 후 지갑에 반영됩니다.',
      confirmLabel: '입금신청',
    });
    if (!confirmed) return;
    setBusy(true);
    const body = { walletType, point: amount };
    const result = await callWithRequestId(ids, body, (requestId) =>
      walletType === 'BINARY'
        ? services.api.call(dnw.applyDnw, { body: { type: 'D', point: amount, requestId } })
        : services.api.call(dnw.applyDeposit, { body: { walletType, point: amount, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    setAmount('');
    refreshAfterMoneyCall(services);
    await services.dialogs.alert(
      `입금신청이 완료되었습니다.\n${amountWithUnit(result.data.point, currency)}`,
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <DepositDestination walletType={walletType} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-3"
      >
        <AmountField
          label="입금신청금액"
          hint={limits === undefined ? undefined : `최소 ${amountWithUnit(limits.min, currency)}`}
          asset={currency}
          value={amount}
          onValueChange={setAmount}
        />
        {currency === 'KRW' && <AmountPresets asset={currency} value={amount} onValueChange={setAmount} />}
        <PrimaryButton busy={busy} className="mt-1">
          입금신청
        </PrimaryButton>
      </form>
      <Notes
        items={
          walletType === 'BINARY'
            ? [
                '입금자명은 회원님의 이름과 같아야 합니다.',
                '신청 후 입금하시면 확인 후 승인됩니다. 승인되면 잔액이 바로 반영됩니다.',
              ]
            : [
                `위 주소로는 ${currency}만 보내주세요. 다른 코인은 찾을 수 없습니다.`,
                '보낸 수량을 신청하시면 확인 후 승인되어 잔액에 반영됩니다.',
              ]
        }
      />
      {dialog}
    </div>
  );
}
