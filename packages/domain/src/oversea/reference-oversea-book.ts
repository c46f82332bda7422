import { OverseaBookCore } from './book-core.ts';
import { directionOf, type BookMember, type Crossed, type InstrumentBook } from './book-model.ts';
import { entryLevelTouched, stopLossTouched, takeProfitTouched } from './order-rules.ts';

/**
 * The naive overseas engine: the same commands and money rules as `OverseaBook`, but a tick scans
 * every member's every order and position for what it touched, and after every tick and command
 * every member with a position is checked against the losscut rule directly (`losscutReached` of
 * their equity at every instrument's last price). No index, no losscut price. The simulation runs
 * both on one stream and compares them after each step.
 */
export class ReferenceOverseaBook extends OverseaBookCore {
  protected orderRests(): void {
    // Nothing to index: ticks scan every member.
  }

  protected orderGone(): void {
    // Nothing to index.
  }

  protected tpslChanged(): void {
    // Nothing to index.
  }

  protected positionGone(): void {
    // Nothing to index.
  }

  protected memberChanged(): void {
    // Nothing to re-key: the losscut is decided from scratch.
  }

  protected crossedTriggers(instrument: InstrumentBook, price: number): Crossed[] {
    const stock = instrument.terms.stock;
    const crossed: Crossed[] = [];
    for (const member of this.members.values()) {
      for (const order of member.orders.values()) {
        if (order.stock === stock && entryLevelTouched(directionOf(order.side), order.price, price)) {
          crossed.push({ kind: 'ORDER', seq: order.seq, order, position: null });
        }
      }
      const position = member.positions.get(stock);
      if (position === undefined) continue;
      const direction = directionOf(position.side);
      if (position.tp !== null && takeProfitTouched(direction, position.tp, price)) {
        crossed.push({ kind: 'TAKEPROFIT', seq: position.tpSeq, order: null, position });
      }
      if (position.sl !== null && stopLossTouched(direction, position.sl, price)) {
        crossed.push({ kind: 'STOPLOSS', seq: position.slSeq, order: null, position });
      }
    }
    return crossed.sort((a, b) => a.seq - b.seq);
  }

  protected losscutCandidates(): Iterable<BookMember> {
    return this.members.values();
  }

  protected commandLosscutCandidates(): Iterable<BookMember> {
    return this.members.values();
  }
}
