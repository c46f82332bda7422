import * as dnw from '@baro/contracts/manifest/dnw';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppState, useServices } from '../app/services-context.tsx';
import { messageOf } from '../i18n/i18n.ts';
import { Field, PrimaryButton, TextInput } from '../screens/common/form-controls.tsx';
import { AmountField } from './amount-field.tsx';
import { AmountPresets } from './amount-presets.tsx';
import { amountWithUnit } from './dnw-labels.ts';
import { useMoneyConfirm } from './money-confirm.tsx';
import type { ConfirmRow } from './money-confirm.tsx';
import { callWithRequestId, useRequestIds } from './request-id.ts';
import { isCoinWallet, walletCurrency, walletName } from './site-wallets.ts';
import { feeTableQuery } from './wallet-queries.ts';
import { useDnwSettings, useMyWallets, useSite } from './wallet-hooks.ts';
import { formatMinor, parseMinor } from './wallet-money.ts';
import { problemMessage, withdrawProblem } from './wallet-validation.ts';
import { Card, InfoLine, Notes } from './wallet-ui.tsx';
import { refreshAfterMoneyCall } from './wallet-cache.ts';

/** What the member may withdraw: `me.money` for won (spec §5), the coin wallet's available balance. */
function useAvailable(walletType: string): string {
  const money = useAppState((state) => state.me?.money ?? '0');
  const wallets = useMyWallets();
  return walletType === 'BINARY' ? money : (wallets.data?.[walletType]?.point ?? '0');
}

/** The flat fee of a coin withdrawal (`/fee.json` withdrawFeeByCoin); none for won. */
function useWithdrawFee(walletType: string): string | undefined {
  const { api } = useServices();
  const fees = useQuery({ ...feeTableQuery(api), enabled: isCoinWallet(walletType) });
  if (!isCoinWallet(walletType)) return undefined;
  return fees.data?.withdrawFeeByCoin[walletType] ?? (fees.isPending ? undefined : '0');
}

/**
 * A withdrawal request (spec §3, §4, §5): the amount is required (출금신청금액을 입력해주세요.) and may not
 * exceed what the member holds (출금신청금액이 보유금액을 초과합니다.); a coin needs its destination address
 * and pays the site's fee. The member confirms, and on success the form confirms and clears the
 * amount; the amount is held until an operator pays it out. Won goes through POST /dnw/apply {type W}.
 */
export function WithdrawForm({ walletType }: { walletType: string }) {
  const services = useServices();
  const site = useSite();
  const settings = useDnwSettings();
  const currency = walletCurrency(site, walletType);
  const available = useAvailable(walletType);
  const fee = useWithdrawFee(walletType);
  const coin = isCoinWallet(walletType);
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useRequestIds();
  const { dialog, ask } = useMoneyConfirm();
  const limits =
    walletType === 'BINARY' && settings.data !== undefined
      ? { min: settings.data.withdrawMin, max: settings.data.withdrawMax }
      : undefined;
  const maxAmount = coin && fee !== undefined ? afterFee(currency, available, fee) : available;

  async function submit() {
    const problem = withdrawProblem(currency, amount, available, { fee, limits });
    if (problem !== null) {
      await services.dialogs.alert(problemMessage(services.i18n, problem));
      return;
    }
    if (coin && address.trim() === '') {
      await services.dialogs.alert(messageOf(services.i18n, 'WITHDRAW_ADDRESS_REQUIRED'));
      return;
    }
    const rows: ConfirmRow[] = [
      { label: '출금 지갑', value: walletName(walletType) },
      ...(coin ? [{ label: '받을 주소', value: address.trim() }] : []),
      { label: '출금 금액', value: amountWithUnit(amount, currency), strong: true },
      ...(fee === undefined ? [] : [{ label: '수수료', value: amountWithUnit(fee, currency) }]),
    ];
    const confirmed = await ask({
      title: '출금신청',
      rows,
      note: '신청 금액은 출금이 처리될 때까지 보류되며, 대기 중에는 입출금내역에서 취소할 수 있습니다.',
      confirmLabel: '출금신청',
    });
    if (!confirmed) return;
    setBusy(true);
    const body = { walletType, point: amount, address: coin ? address.trim() : undefined };
    const result = await callWithRequestId(ids, body, (requestId) =>
      walletType === 'BINARY'
        ? services.api.call(dnw.applyDnw, { body: { type: 'W', point: amount, requestId } })
        : services.api.call(dnw.applyWithdraw, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    setAmount('');
    refreshAfterMoneyCall(services);
    await services.dialogs.alert(
      `출금신청이 완료되었습니다.\n${amountWithUnit(result.data.point, currency)}`,
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <InfoLine
          label="출금가능금액"
          value={amountWithUnit(available, currency)}
          strong
          testId="withdrawable-amount"
        />
        {fee !== undefined && <InfoLine label="출금 수수료" value={amountWithUnit(fee, currency)} />}
      </Card>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-3"
      >
        {coin && (
          <Field label="받을 주소">
            {({ inputId }) => (
              <TextInput
                id={inputId}
                value={address}
                onChange={(event) => {
                  setAddress(event.target.value);
                }}
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                maxLength={128}
                placeholder={`${currency} 주소`}
              />
            )}
          </Field>
        )}
        <AmountField
          label="출금신청금액"
          hint={limits === undefined ? undefined : `최소 ${amountWithUnit(limits.min, currency)}`}
          asset={currency}
          value={amount}
          onValueChange={setAmount}
        />
        <AmountPresets asset={currency} value={amount} onValueChange={setAmount} available={maxAmount} />
        <PrimaryButton busy={busy} className="mt-1">
          출금신청
        </PrimaryButton>
      </form>
      <Notes
        items={[
          '출금은 회원님 명의의 계좌 또는 주소로만 처리됩니다.',
          '신청 금액은 처리될 때까지 보류되어 사용할 수 없습니다.',
        ]}
      />
      {dialog}
    </div>
  );
}

/** What is left of `available` once the fee is set aside: the most a coin withdrawal may ask for. */
function afterFee(asset: string, available: string, fee: string): string {
  const rest = (parseMinor(asset, available) ?? 0n) - (parseMinor(asset, fee) ?? 0n);
  return formatMinor(asset, rest > 0n ? rest : 0n);
}
