import type { WalletMap } from '@baro/contracts/routes/wallet';
import { Check } from 'lucide-react';
import { CoinLogo } from '../market/coin-logo.tsx';
import { cx } from '../ui/class-names.ts';
import { EmptyState } from '../ui/empty-state.tsx';
import { FullScreenDrawer } from '../ui/full-screen-drawer.tsx';
import { assetAmount } from './dnw-labels.ts';
import { walletName } from './site-wallets.ts';

export const COIN_DRAWER_TITLE = '코인선택';

export interface CoinDrawerProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The wallet types to choose from, in the site's order. */
  readonly coins: readonly string[];
  /** The currency each wallet holds (BINARY: the site's binary currency). */
  readonly currencyOf: (walletType: string) => string;
  readonly current: string | undefined;
  readonly onSelect: (walletType: string) => void;
  /** The member's wallets, to show what each holds; absent while loading. */
  readonly wallets?: WalletMap | undefined;
}

/** Spec §2 coin drawer: full screen, titled 코인선택, every coin with its logo, name and currency. */
export function CoinDrawer(props: CoinDrawerProps) {
  return (
    <FullScreenDrawer open={props.open} onClose={props.onClose} title={COIN_DRAWER_TITLE}>
      {props.coins.length === 0 ? (
        <EmptyState message="선택할 수 있는 코인이 없습니다." />
      ) : (
        <ul className="flex flex-col py-1">
          {props.coins.map((walletType) => {
            const currency = props.currencyOf(walletType);
            const held = props.wallets?.[walletType]?.point;
            const current = walletType === props.current;
            return (
              <li key={walletType}>
                <button
                  type="button"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => {
                    props.onSelect(walletType);
                    props.onClose();
                  }}
                  className={cx(
                    'flex min-h-15 w-full items-center gap-3 px-4 py-2.5 text-left outline-none focus-visible:bg-surface-2 active:bg-surface-2',
                    current && 'bg-surface-2',
                  )}
                >
                  <CoinLogo code={walletType} size={36} />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-[15px] font-semibold">{walletName(walletType)}</span>
                    <span className="truncate text-xs text-text-dim">{currency}</span>
                  </span>
                  {held !== undefined && (
                    <span className="shrink-0 text-sm tabular-nums text-text-dim">
                      {assetAmount(held, currency)}
                    </span>
                  )}
                  {current && <Check aria-hidden="true" className="size-4.5 shrink-0 text-accent" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </FullScreenDrawer>
  );
}

/** The button that opens the coin drawer: the chosen coin with its logo, as a field looks. */
export function CoinPickerButton({
  walletType,
  currency,
  onOpen,
  label = '코인선택',
}: {
  walletType: string;
  currency: string;
  onOpen: () => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      aria-label={`${label}: ${walletName(walletType)}`}
      onClick={onOpen}
      className="flex h-14 w-full items-center gap-3 rounded-xl border border-line bg-surface px-3 text-left outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent"
    >
      <CoinLogo code={walletType} size={30} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-[15px] font-semibold">{walletName(walletType)}</span>
        <span className="truncate text-xs text-text-dim">{currency}</span>
      </span>
      <span className="text-xs font-semibold text-text-dim">변경</span>
    </button>
  );
}
