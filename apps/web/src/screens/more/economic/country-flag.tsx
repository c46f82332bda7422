import cnFlag from './flags/cn.svg';
import euFlag from './flags/eu.svg';
import jpFlag from './flags/jp.svg';
import krFlag from './flags/kr.svg';
import usFlag from './flags/us.svg';

// Flags are small bundled SVGs (Vite inlines them), not emoji: Windows draws no flag emoji at all.

const flags: Readonly<Record<string, string>> = {
  CN: cnFlag,
  EU: euFlag,
  JP: jpFlag,
  KR: krFlag,
  US: usFlag,
};

/** The Korean name of each country the calendar covers, for filters and screen readers. */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = {
  KR: '한국',
  US: '미국',
  EU: '유로존',
  JP: '일본',
  CN: '중국',
};

/** A country's flag at 20 × 14 px; a country without a bundled flag shows its code instead. */
export function CountryFlag({ country }: { country: string }) {
  const src = flags[country];
  const name = COUNTRY_NAMES[country] ?? country;
  if (src === undefined) {
    return (
      <span className="inline-flex h-3.5 w-5 items-center justify-center rounded-sm bg-surface-2 text-[9px] font-semibold text-text-dim">
        {country}
      </span>
    );
  }
  return (
    <img src={src} alt={name} width={20} height={14} className="h-3.5 w-5 rounded-sm ring-1 ring-line" />
  );
}
