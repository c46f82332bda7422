import {
  coinForWon,
  convertAtRate,
  formatMinor,
  parseMinor,
  parseScaled,
  wonForCoin,
} from '../../wallet/wallet-money.ts';

// What a buy, a sale or a conversion gives at the site's published price, as the forms show it
// before sending; exact bigint arithmetic, rounded down as the server rounds.

function minorOf(asset: string, amount: string): bigint {
  return parseMinor(asset, amount === '' ? '0' : amount) ?? 0n;
}

/** The coin `won` buys at `price` (won per coin), as the wire writes it; '' when it buys nothing. */
export function buyQuote(coin: string, won: string, price: string | undefined): string {
  const point = price === undefined ? undefined : coinForWon(minorOf('KRW', won), coin, price);
  return point === undefined || point <= 0n ? '' : formatMinor(coin, point);
}

/** The won `point` of the coin sells for at `price`; '' when that is nothing. */
export function sellQuote(coin: string, point: string, price: string | undefined): string {
  const won = price === undefined ? undefined : wonForCoin(minorOf(coin, point), coin, price);
  return won === undefined || won <= 0n ? '' : formatMinor('KRW', won);
}

/** A conversion as the server makes it (DOMAIN.md §6): the fee out of the amount sent, the rest converted. */
export interface ConversionEstimate {
  /** The fee in `from`, rounded up as the server rounds it. */
  readonly fee: string;
  /** What arrives in `to`, at the shown rate, after the fee; '' when nothing would. */
  readonly receive: string;
}

/**
 * What `point` of `from` gives in `to` at the shown rate, after the site's conversion fee
 * (`/fee.json` convertFeeRate); undefined while the rate or the fee is unknown.
 */
export function convertQuote(
  from: string,
  to: string,
  point: string,
  rate: string | undefined,
  feeRate: string | undefined,
): ConversionEstimate | undefined {
  const feeE4 = feeRate === undefined ? undefined : parseScaled(feeRate, 4);
  if (rate === undefined || feeE4 === undefined) return undefined;
  const sent = minorOf(from, point);
  const feeMinor = (sent * feeE4 + 9_999n) / 10_000n;
  const out = convertAtRate(sent - feeMinor, from, to, rate);
  return {
    fee: formatMinor(from, feeMinor),
    receive: out === undefined || out <= 0n ? '' : formatMinor(to, out),
  };
}
