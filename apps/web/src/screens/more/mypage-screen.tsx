import { maskPhone } from '../../format/phone-mask.ts';
import { useAppState } from '../../app/services-context.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { assetAmount } from '../../wallet/dnw-labels.ts';
import { MemberCard } from './member-card.tsx';
import { NickChange } from './nick-change.tsx';

/** Wallet names as members know them; coin wallets go by their code. */
const walletLabels: Readonly<Record<string, string>> = { BINARY: '바이너리', FUTURES: '선물' };

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-sm text-text-dim">{label}</dt>
      <dd className="min-w-0 truncate text-right text-[15px]">{value}</dd>
    </div>
  );
}

/** Spec §2 /more/mypage: the member's profile, the nickname change, and the wallets they hold. */
export function MyPageScreen() {
  const me = useAppState((state) => state.me);
  const currency = useAppState((state) => state.siteInfo?.binaryCurrency);
  if (me === null) return <EmptyState message="로그인 후 이용해주세요." />;
  const wallets = Object.values(me.wallet);
  return (
    <div className="flex flex-col gap-6 px-4 py-5">
      <MemberCard me={me} currency={currency} />
      <section className="flex flex-col gap-4 rounded-2xl border border-line bg-surface px-4 py-4">
        <h2 className="text-[15px] font-bold">회원 정보</h2>
        <dl className="flex flex-col divide-y divide-line">
          <Row label="아이디" value={me.username} />
          <Row label="이름" value={me.name} />
          <Row label="휴대폰" value={me.phone === null ? '-' : maskPhone(me.phone)} />
          <Row label="이메일" value={me.email ?? '-'} />
        </dl>
        <NickChange me={me} />
      </section>
      <section className="flex flex-col gap-2 rounded-2xl border border-line bg-surface px-4 py-4">
        <h2 className="text-[15px] font-bold">보유 자산</h2>
        {wallets.length === 0 ? (
          <EmptyState message="보유한 지갑이 없습니다." className="py-6" />
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {wallets.map((wallet) => (
              <li key={wallet.type} className="flex items-center justify-between py-3">
                <span className="text-sm">{walletLabels[wallet.type] ?? wallet.type}</span>
                <span className="text-[15px] font-semibold tabular-nums">
                  {assetAmount(wallet.point, wallet.currency)}
                  <span className="ml-1 text-xs font-medium text-text-dim">{wallet.currency}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
