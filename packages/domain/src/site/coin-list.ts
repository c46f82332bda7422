/**
 * Reads a site's comma list of coin codes (`usedCoins`, `buyCoins`, `depositCoins`, spec §3):
 * entries trimmed and upper-cased, empty entries dropped, duplicates dropped, first order kept.
 * Operators type these lists by hand, so stray spaces, case and doubled commas are expected.
 */
export function parseCoinList(list: string): string[] {
  const seen = new Set<string>();
  for (const entry of list.split(',')) {
    const code = entry.trim().toUpperCase();
    if (code !== '') {
      seen.add(code);
    }
  }
  // A Set iterates in insertion order, which keeps the operator's ordering.
  return [...seen];
}
