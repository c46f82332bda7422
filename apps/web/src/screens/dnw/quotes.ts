import { coinForWon, convertAtRate, formatMinor, parseMinor, wonForCoin } from '../../wallet/wallet-money.ts';

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

/** What `point` of `from` converts to in `to` at the shown rate, before the fee; '' when nothing. */
export function convertQuote(from: string, to: string, point: string, rate: string | undefined): string {
  const out = rate === undefined ? undefined : convertAtRate(minorOf(from, point), from, to, rate);
  return out === undefined || out <= 0n ? '' : formatMinor(to, out);
}
