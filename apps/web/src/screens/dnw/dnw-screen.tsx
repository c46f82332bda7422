import {
  ArrowLeftRight,
  BanknoteArrowDown,
  BanknoteArrowUp,
  ChevronRight,
  History,
  Handshake,
  WalletCards,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from '../../routes/router/index.ts';
import { useAppState } from '../../app/services-context.tsx';
import { CouponForm } from '../../wallet/coupon-form.tsx';
import { amountWithUnit } from '../../wallet/dnw-labels.ts';
import { convertCoinTypes } from '../../wallet/site-wallets.ts';
import { useMyWallets, useSite } from '../../wallet/wallet-hooks.ts';
import { InfoLine } from '../../wallet/wallet-ui.tsx';

interface HubLink {
  readonly label: string;
  readonly detail: string;
  readonly path: string;
  readonly icon: LucideIcon;
}

/**
 * Spec §2 /dnw (입출금, the footer tab): the won balance, the way to every deposit and withdrawal
 * screen, and coupon entry.
 */
export function DnwScreen() {
  const site = useSite();
  const money = useAppState((state) => state.me?.money ?? '0');
  const wallets = useMyWallets();
  const held = wallets.data?.BINARY?.gameWaitPoint ?? '0';
  const coins = convertCoinTypes(site);
  const links: HubLink[] = [
    { label: '입금신청', detail: '원화 입금', path: '/balances/deposit', icon: BanknoteArrowDown },
    { label: '출금신청', detail: '원화 출금', path: '/balances/withdraw', icon: BanknoteArrowUp },
    { label: '입출금내역', detail: '신청 내역과 취소', path: '/balances/list', icon: History },
    { label: '자산현황', detail: '지갑별 자산과 코인 입출금', path: '/wallet/asset', icon: WalletCards },
    ...(coins.length >= 2
      ? [
          {
            label: '코인 전환',
            detail: '코인끼리 바꾸기',
            path: `/wallet/convert/${coins[0] ?? ''}_${coins[1] ?? ''}`,
            icon: ArrowLeftRight,
          },
        ]
      : []),
    ...(site.features.p2p
      ? [{ label: 'P2P', detail: 'P2P 데스크에서 코인 구매', path: '/wallet/p2p', icon: Handshake }]
      : []),
  ];
  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <section
        aria-label="보유금액"
        className="rounded-2xl border border-line bg-gradient-to-br from-accent/20 via-surface to-surface p-4"
      >
        <p className="text-[13px] text-text-dim">보유금액</p>
        <p className="mt-1 text-[26px] leading-tight font-bold tabular-nums" data-testid="dnw-money">
          {amountWithUnit(money, site.binaryCurrency)}
        </p>
        <div className="mt-2 border-t border-line/70 pt-2">
          <InfoLine label="출금 대기 (보류)" value={amountWithUnit(held, site.binaryCurrency)} />
        </div>
      </section>
      <ul className="overflow-hidden rounded-2xl border border-line bg-surface">
        {links.map((link, index) => {
          const Icon = link.icon;
          return (
            <li key={link.path} className={index === 0 ? undefined : 'border-t border-line'}>
              <Link
                to={link.path}
                className="flex h-15 items-center gap-3 px-4 outline-none active:bg-surface-2 focus-visible:bg-surface-2"
              >
                <span className="flex size-9 items-center justify-center rounded-full bg-surface-2">
                  <Icon aria-hidden="true" className="size-4.5 text-accent" strokeWidth={1.9} />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="text-[15px] font-semibold">{link.label}</span>
                  <span className="truncate text-xs text-text-dim">{link.detail}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-4 text-text-dim" />
              </Link>
            </li>
          );
        })}
      </ul>
      <CouponForm />
    </div>
  );
}
