import { overseaTopic } from '@baro/contracts';
import { isOpen } from '@baro/domain';
import type { Queryable } from '../db/database.ts';
import type { EventSink } from '../realtime/bus.ts';
import type { MarketService } from './market-service.ts';

/**
 * Watches the overseas trading sessions and says when one ends or begins: `OVERSEA_OPTION_CLOSE` (spec
 * §4: the app refreshes its list and leaves a closed option) and `OVERSEA_OPTION_OPEN`, one event per
 * site option of the stock. Sessions come from the calendar, which is a pure function of time, so a
 * restart needs no stored state: the first check only learns where each session stands.
 */
export class OverseaSessionWatch {
  private readonly openByStock = new Map<string, boolean>();

  constructor(
    private readonly market: MarketService,
    private readonly db: Queryable,
    private readonly events: EventSink,
  ) {}

  /** Compares each overseas stock's session with the last check; answers the stocks that changed. */
  async check(nowMs: number): Promise<string[]> {
    const changed: string[] = [];
    for (const state of this.market.all()) {
      if (state.instrument.family !== 'OVERSEA') continue;
      const stock = state.instrument.stock;
      const open = isOpen(state.instrument.calendarId, nowMs);
      const before = this.openByStock.get(stock);
      this.openByStock.set(stock, open);
      if (before === undefined || before === open) continue;
      changed.push(stock);
      await this.announce(stock, open, nowMs);
    }
    return changed;
  }

  private async announce(stock: string, open: boolean, nowMs: number): Promise<void> {
    const options = await this.db.query<{ id: number }>(
      'SELECT id FROM oversea_option WHERE stock = $1 AND is_play ORDER BY id',
      [stock],
    );
    const at = new Date(nowMs).toISOString();
    for (const option of options.rows) {
      this.events.publish(
        overseaTopic,
        {
          type: open ? 'OVERSEA_OPTION_OPEN' : 'OVERSEA_OPTION_CLOSE',
          overseaOptionId: option.id,
          stock,
          at,
        },
        { kind: 'broadcast' },
      );
    }
  }
}
