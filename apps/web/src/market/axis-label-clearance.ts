/**
 * The price axis' tick labels, blank where a tick would sit under one of the axis' own labels (the
 * last price, a price line's price). Those labels are drawn over the tick labels, so a tick a few
 * pixels away showed as a half-covered number beside the price (issue 14 §5). A tick
 * whose label box would touch such a label's box (`clearancePx`: one label's height, both being
 * centred on their price) is left out instead, as trading apps do.
 */
export function tickLabelsClearOf(
  prices: readonly number[],
  labelCoordinates: readonly number[],
  coordinateOf: (price: number) => number | null,
  format: (price: number) => string,
  clearancePx: number,
): string[] {
  return prices.map((price) => {
    const y = coordinateOf(price);
    const covered = y !== null && labelCoordinates.some((labelY) => Math.abs(labelY - y) < clearancePx);
    return covered ? '' : format(price);
  });
}
