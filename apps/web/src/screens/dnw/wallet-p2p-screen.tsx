import * as dnw from '@baro/contracts/manifest/dnw';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { PhoneInput } from '../../ui/phone-input.tsx';
import { AmountField } from '../../wallet/amount-field.tsx';
import { CoinDrawer, CoinPickerButton } from '../../wallet/coin-drawer.tsx';
import { amountWithUnit, dnwStatusLabels, formatKstDateTime } from '../../wallet/dnw-labels.ts';
import { useMoneyConfirm } from '../../wallet/money-confirm.tsx';
import { callWithRequestId, useRequestIds } from '../../wallet/request-id.ts';
import { buyCoinTypes, walletCurrency, walletName } from '../../wallet/site-wallets.ts';
import { useMyWallets, useSite } from '../../wallet/wallet-hooks.ts';
import { latestP2pQuery } from '../../wallet/wallet-queries.ts';
import { parseMinor } from '../../wallet/wallet-money.ts';
import { Card, CardTitle, InfoLine, Notes } from '../../wallet/wallet-ui.tsx';
import { Field, PrimaryButton, TextInput } from '../common/form-controls.tsx';
import { refreshAfterMoneyCall } from '../../wallet/wallet-cache.ts';

/** The member's last P2P request and where it stands. */
function LatestRequest() {
  const { api } = useServices();
  const latest = useQuery(latestP2pQuery(api));
  if (latest.data === undefined || latest.data === null) return null;
  const request = latest.data;
  return (
    <Card>
      <CardTitle>최근 신청</CardTitle>
      <InfoLine label="코인" value={walletName(request.walletType)} />
      <InfoLine label="수량" value={amountWithUnit(request.point, request.walletType)} />
      <InfoLine label="상태" value={dnwStatusLabels[request.status]} />
      <InfoLine label="신청일시" value={formatKstDateTime(request.createdAt)} />
    </Card>
  );
}

function P2pForm({ coins }: { coins: readonly string[] }) {
  const services = useServices();
  const site = useSite();
  const wallets = useMyWallets();
  const me = useAppState((state) => state.me);
  const [coin, setCoin] = useState(coins[0] ?? '');
  const [choosing, setChoosing] = useState(false);
  const [name, setName] = useState(me?.name ?? '');
  const [phone, setPhone] = useState(me?.phone ?? '');
  const [point, setPoint] = useState('');
  const [memo, setMemo] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useRequestIds();
  const { dialog, ask } = useMoneyConfirm();
  const currency = walletCurrency(site, coin);

  async function submit() {
    if (name.trim() === '' || phone.length < 9) {
      await services.dialogs.alert('이름과 연락처를 입력해주세요.');
      return;
    }
    if ((parseMinor(currency, point === '' ? '0' : point) ?? 0n) <= 0n) {
      await services.dialogs.alert('구매할 수량을 입력해주세요.');
      return;
    }
    const confirmed = await ask({
      title: 'P2P 구매신청',
      rows: [
        { label: '코인', value: walletName(coin) },
        { label: '구매 수량', value: amountWithUnit(point, currency), strong: true },
        { label: '신청자', value: `${name.trim()} · ${phone}` },
      ],
      note: 'P2P 데스크가 연락처로 결제 방법을 안내하고, 결제가 확인되면 코인이 지급됩니다.',
      confirmLabel: '신청하기',
    });
    if (!confirmed) return;
    setBusy(true);
    const body = {
      name: name.trim(),
      phone,
      point,
      walletType: coin,
      ...(memo.trim() === '' ? {} : { detailJson: JSON.stringify({ memo: memo.trim() }) }),
    };
    const result = await callWithRequestId(ids, body, (requestId) =>
      services.api.call(dnw.applyP2p, { body: { ...body, requestId } }),
    );
    setBusy(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    setPoint('');
    setMemo('');
    services.queryClient.setQueryData(latestP2pQuery(services.api).queryKey, result.data);
    refreshAfterMoneyCall(services);
    await services.dialogs.alert('P2P 구매신청이 완료되었습니다.');
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-3"
    >
      <CoinPickerButton
        walletType={coin}
        currency={currency}
        onOpen={() => {
          setChoosing(true);
        }}
      />
      <AmountField label="구매 수량" asset={currency} value={point} onValueChange={setPoint} />
      <Field label="이름">
        {({ inputId }) => (
          <TextInput
            id={inputId}
            value={name}
            maxLength={40}
            onChange={(event) => {
              setName(event.target.value);
            }}
          />
        )}
      </Field>
      <Field label="연락처">
        {({ inputId }) => <PhoneInput id={inputId} value={phone} onValueChange={setPhone} />}
      </Field>
      <Field label="요청사항 (선택)">
        {({ inputId }) => (
          <TextInput
            id={inputId}
            value={memo}
            maxLength={200}
            placeholder="입금 가능 시간 등"
            onChange={(event) => {
              setMemo(event.target.value);
            }}
          />
        )}
      </Field>
      <PrimaryButton busy={busy} className="mt-1">
        P2P 구매신청
      </PrimaryButton>
      <CoinDrawer
        open={choosing}
        onClose={() => {
          setChoosing(false);
        }}
        coins={coins}
        currencyOf={(type) => walletCurrency(site, type)}
        current={coin}
        wallets={wallets.data}
        onSelect={setCoin}
      />
      {dialog}
    </form>
  );
}

/**
 * Spec §2 /wallet/p2p (only when the site has P2P): a purchase request to the site's P2P desk, which
 * contacts the member, and the latest request's state.
 */
export function WalletP2pScreen() {
  const site = useSite();
  const coins = buyCoinTypes(site);
  if (!site.features.p2p) return <EmptyState message="P2P 거래를 이용할 수 없는 사이트입니다." />;
  if (coins.length === 0) return <EmptyState message="P2P로 구매할 수 있는 코인이 없습니다." />;
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <P2pForm coins={coins} />
      <LatestRequest />
      <Notes
        items={[
          '신청하신 연락처로 P2P 데스크가 결제 방법을 안내합니다.',
          '결제가 확인되면 코인 지갑에 지급되고, 입출금내역의 입금 탭에서 확인할 수 있습니다.',
        ]}
      />
    </div>
  );
}
