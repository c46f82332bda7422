import { CoinBadge } from './stock-row.tsx';

/**
 * The coins that ship a logo in `public/coins/<CODE>.svg` (spec §9). BINARY and FUTURES are the
 * member's product wallets, which the coin lists show next to real coins.
 */
export const COIN_LOGO_CODES = [
  'ADA',
  'ATOM',
  'BINARY',
  'BTC',
  'CHZ',
  'DOGE',
  'DOT',
  'EOS',
  'ETC',
  'ETH',
  'FUTURES',
  'LINK',
  'LTC',
  'MATIC',
  'SOL',
  'TRX',
  'XRP',
] as const;

export type CoinLogoCode = (typeof COIN_LOGO_CODES)[number];

const logoCodes: ReadonlySet<string> = new Set(COIN_LOGO_CODES);

// CoinBadge draws itself at 32 px (Tailwind size-8); other sizes scale it so that a row keeps the
// same box whether a coin has a logo or not.
const BADGE_SIZE_PX = 32;

/** Whether `code` (a coin code such as 'BTC', not a pair such as 'BTCUSDT') has a logo file. */
export function hasCoinLogo(code: string): boolean {
  return logoCodes.has(code.toUpperCase());
}

/** The logo's URL under the app's base path; the files are named in upper case. */
export function coinLogoUrl(code: string): string {
  return `${import.meta.env.BASE_URL}coins/${code.toUpperCase()}.svg`;
}

export interface CoinLogoProps {
  /** A coin code ('BTC'); a pair goes through `coinCode` first ('BTCUSDT' → 'BTC'). */
  code: string;
  /** Width and height in CSS pixels. */
  size?: number;
}

/**
 * A coin's logo, or the round badge with its code for a coin that has none. Both are an image named
 * by the code, so a list reads the same to a screen reader either way.
 */
export function CoinLogo({ code, size = BADGE_SIZE_PX }: CoinLogoProps) {
  if (hasCoinLogo(code)) {
    return (
      <img
        src={coinLogoUrl(code)}
        alt={code}
        width={size}
        height={size}
        decoding="async"
        loading="lazy"
        className="shrink-0 rounded-full"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={code}
      className="flex shrink-0 items-center justify-center"
      style={{ width: size, height: size }}
    >
      <span className="flex shrink-0" style={{ transform: `scale(${String(size / BADGE_SIZE_PX)})` }}>
        <CoinBadge code={code} />
      </span>
    </span>
  );
}
