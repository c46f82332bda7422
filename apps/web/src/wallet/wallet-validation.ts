import type { I18n } from '../i18n/i18n.ts';
import { messageOf } from '../i18n/i18n.ts';
import { formatWalletAmount } from '../format/wallet-amount.ts';
import { parseMinor } from './wallet-money.ts';

// The checks a deposit or withdrawal form makes before anything is sent (spec §5), with the spec's
// own alerts. The server makes the same checks and answers with the same catalogue codes.

export type AmountProblem =
  | { readonly code: 'DEPOSIT_AMOUNT_REQUIRED' | 'WITHDRAW_AMOUNT_REQUIRED' }
  | { readonly code: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE' }
  | {
      readonly code:
        | 'DEPOSIT_AMOUNT_BELOW_MIN'
        | 'DEPOSIT_AMOUNT_ABOVE_MAX'
        | 'WITHDRAW_AMOUNT_BELOW_MIN'
        | 'WITHDRAW_AMOUNT_ABOVE_MAX';
      /** The limit, as the site wrote it (a wire amount). */
      readonly amount: string;
    };

/** The site's limits of one direction, as `/site_info/dnw` gives them; they apply to the BINARY wallet. */
export interface AmountLimits {
  readonly min: string;
  readonly max: string | null;
}

function positive(asset: string, amount: string): bigint | undefined {
  const minor = parseMinor(asset, amount);
  return minor === undefined || minor <= 0n ? undefined : minor;
}

function limitProblem(
  asset: string,
  minor: bigint,
  limits: AmountLimits | undefined,
  codes: {
    below: 'DEPOSIT_AMOUNT_BELOW_MIN' | 'WITHDRAW_AMOUNT_BELOW_MIN';
    above: 'DEPOSIT_AMOUNT_ABOVE_MAX' | 'WITHDRAW_AMOUNT_ABOVE_MAX';
  },
): AmountProblem | null {
  if (limits === undefined) return null;
  const min = parseMinor(asset, limits.min);
  if (min !== undefined && minor < min) return { code: codes.below, amount: limits.min };
  const max = limits.max === null ? undefined : parseMinor(asset, limits.max);
  if (max !== undefined && minor > max) return { code: codes.above, amount: limits.max ?? '' };
  return null;
}

/** Spec §5 deposit request: an amount is required; then the site's limits (BINARY only). */
export function depositProblem(asset: string, amount: string, limits?: AmountLimits): AmountProblem | null {
  const minor = positive(asset, amount);
  if (minor === undefined) return { code: 'DEPOSIT_AMOUNT_REQUIRED' };
  return limitProblem(asset, minor, limits, {
    below: 'DEPOSIT_AMOUNT_BELOW_MIN',
    above: 'DEPOSIT_AMOUNT_ABOVE_MAX',
  });
}

/**
 * Spec §5 withdraw request: an amount is required, and it may not exceed what the member holds
 * (`available`, with the withdrawal fee on top for a coin); then the site's limits (BINARY only).
 */
export function withdrawProblem(
  asset: string,
  amount: string,
  available: string,
  options: { fee?: string; limits?: AmountLimits } = {},
): AmountProblem | null {
  const minor = positive(asset, amount);
  if (minor === undefined) return { code: 'WITHDRAW_AMOUNT_REQUIRED' };
  const held = parseMinor(asset, available) ?? 0n;
  const fee = options.fee === undefined ? 0n : (parseMinor(asset, options.fee) ?? 0n);
  if (minor + fee > held) return { code: 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE' };
  return limitProblem(asset, minor, options.limits, {
    below: 'WITHDRAW_AMOUNT_BELOW_MIN',
    above: 'WITHDRAW_AMOUNT_ABOVE_MAX',
  });
}

/** The problem's alert text in the site's message language, limits written as amounts are shown. */
export function problemMessage(i18n: I18n, problem: AmountProblem): string {
  switch (problem.code) {
    case 'DEPOSIT_AMOUNT_REQUIRED':
    case 'WITHDRAW_AMOUNT_REQUIRED':
    case 'WITHDRAW_AMOUNT_EXCEEDS_BALANCE':
      return messageOf(i18n, problem.code);
    case 'DEPOSIT_AMOUNT_BELOW_MIN':
    case 'DEPOSIT_AMOUNT_ABOVE_MAX':
    case 'WITHDRAW_AMOUNT_BELOW_MIN':
    case 'WITHDRAW_AMOUNT_ABOVE_MAX':
      return messageOf(i18n, problem.code, { amount: formatWalletAmount(problem.amount) });
  }
}
