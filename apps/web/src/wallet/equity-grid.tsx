import { cx } from '../ui/class-names.ts';

/** One figure of a wallet's equity: its label, its text, and the sign that colours a pnl. */
export interface EquityCell {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  /** Up or down colour for a pnl; none for a balance. */
  readonly sign?: bigint;
}

/**
 * What a wallet's open positions add to it on the asset screen (the FUTURES equity, the BINARY
 * wallet's overseas figures), two figures a line under the wallet's balances.
 */
export function EquityGrid({ cells, label }: { cells: readonly EquityCell[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 px-3 py-2 text-xs">
      {cells.map((cell) => (
        <div key={cell.testId} className="flex flex-col gap-0.5">
          <dt className="text-text-dim">{cell.label}</dt>
          <dd
            data-testid={cell.testId}
            className={cx(
              'font-semibold tabular-nums',
              cell.sign === undefined || cell.sign === 0n ? '' : cell.sign > 0n ? 'text-up' : 'text-down',
            )}
          >
            {cell.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
