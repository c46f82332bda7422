/**
 * How a close is paid (docs/ledger-flows.md "Coin futures"), shared by a single close (`closePart`)
 * and the liquidation sweep (`planLiquidations`): a loss is paid from what backs the position
 * (`budget`: the released margin when ISOLATED, the wallet when CROSS) and INSURANCE pays what that
 * cannot, so no member goes below zero; the fee is then taken from what is left (a profit adds to it),
 * at most all of it.
 */
export function settleClose(
  pnl: bigint,
  budget: bigint,
  fee: bigint,
): { readonly lossPaid: bigint; readonly insurancePaid: bigint; readonly feePaid: bigint } {
  const loss = pnl < 0n ? -pnl : 0n;
  const lossPaid = loss < budget ? loss : budget;
  const left = budget + (pnl > 0n ? pnl : 0n) - lossPaid;
  return { lossPaid, insurancePaid: loss - lossPaid, feePaid: fee < left ? fee : left };
}
