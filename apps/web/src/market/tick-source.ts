/**
 * The feed a deciding tick came from (DOMAIN.md §0), in the member's words: the server records the
 * feed's own name (`binance`, `simulated`, `replay`), which a Korean history should not show raw. A
 * name this table does not know (a venue added later) is shown as recorded rather than hidden.
 */
const SOURCE_LABELS: Readonly<Record<string, string>> = {
  binance: '바이낸스',
  simulated: '모의 시세',
  replay: '재생 시세',
};

export function tickSourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source;
}
