import { assert } from '../assert.ts';
import { BookState } from '../futures/book-state.ts';
import type { BookMember, InstrumentBook } from './book-model.ts';
import { directionOf } from './book-model.ts';
import type {
  OverseaAccount,
  OverseaBookTerms,
  OverseaCommand,
  OverseaEvent,
  OverseaMoneyKind,
  OverseaResult,
  OverseaTotals,
} from './book-types.ts';
import {
  equityKrwMinor,
  losscutOfMarginKrwMinor,
  losscutReached,
  marginKrwMinor,
  pnlKrwMinor,
} from './formulas.ts';

/**
 * The state of one site's overseas book and its money: instruments, members, the shared sequence and
 * the account totals every movement updates. Each movement is published as a MONEY event the server
 * posts as one ledger transfer, so every posting has its other side by construction.
 */
export abstract class OverseaLedger extends BookState<
  BookMember,
  OverseaCommand,
  OverseaResult,
  OverseaEvent
> {
  protected readonly instruments = new Map<string, InstrumentBook>();
  private pointTotal = 0n;
  private orderMarginTotal = 0n;
  private positionMarginTotal = 0n;
  private house = 0n;
  private fees = 0n;
  private insurance = 0n;
  protected external = 0n;

  constructor(readonly terms: OverseaBookTerms) {
    super();
    for (const instrument of terms.instruments) {
      assert(!this.instruments.has(instrument.stock), `${instrument.stock} is listed twice.`);
      this.instruments.set(instrument.stock, {
        terms: instrument,
        tick: null,
        open: true,
        positions: new Map(),
        orders: new Map(),
      });
    }
  }

  totals(): OverseaTotals {
    return {
      pointMinor: this.pointTotal,
      orderMarginMinor: this.orderMarginTotal,
      positionMarginMinor: this.positionMarginTotal,
      houseMinor: this.house,
      feesMinor: this.fees,
      insuranceMinor: this.insurance,
      externalMinor: this.external,
    };
  }

  protected instrumentOf(stock: string): InstrumentBook {
    const instrument = this.instruments.get(stock);
    if (instrument === undefined) assert(false, `${stock} is not an instrument of this book.`);
    return instrument;
  }

  /** Money from outside the book into the member's point or holds: a sync, or a restored hold or margin. */
  protected bringIn(
    account: 'POINT' | 'ORDER_MARGIN' | 'POSITION_MARGIN',
    member: BookMember,
    amount: bigint,
  ): void {
    this.external += amount;
    this.adjust(account, member, amount);
  }

  /** Moves money between accounts and publishes the movement; zero moves nothing. */
  protected move(
    kind: OverseaMoneyKind,
    member: BookMember,
    stock: string,
    from: OverseaAccount,
    to: OverseaAccount,
    amount: bigint,
    orderId: string | null,
    positionId: string | null,
  ): void {
    if (amount === 0n) return;
    assert(amount > 0n, `A ${kind} movement is positive.`);
    this.adjust(from, member, -amount);
    this.adjust(to, member, amount);
    this.emit({
      type: 'MONEY',
      movement: {
        kind,
        memberId: member.memberId,
        stock,
        from,
        to,
        amountMinor: amount,
        orderId,
        positionId,
      },
    });
  }

  private adjust(account: OverseaAccount, member: BookMember, amount: bigint): void {
    switch (account) {
      case 'POINT':
        member.point += amount;
        assert(member.point >= 0n, 'A point never goes negative.');
        this.pointTotal += amount;
        return;
      case 'ORDER_MARGIN':
        member.reserved += amount;
        this.orderMarginTotal += amount;
        return;
      case 'POSITION_MARGIN':
        member.reserved += amount;
        this.positionMarginTotal += amount;
        return;
      case 'HOUSE':
        this.house += amount;
        return;
      case 'FEES':
        this.fees += amount;
        return;
      case 'INSURANCE':
        this.insurance += amount;
        return;
    }
  }

  // --- the losscut rule, decided directly ---------------------------------------------------------

  /**
   * The member's equity (point + reserved + uPnL of every position at its instrument's last price)
   * and losscut line, computed from scratch. A position whose instrument has no tick yet counts at
   * its entry (no PnL): it cannot have filled without one, only been restored before its tick.
   */
  protected accountOf(member: BookMember): { equityMinor: bigint; losscutMinor: bigint } {
    // Run on every direct check (a tick's re-checks, the index's assertions): no array per call.
    let unrealised = 0n;
    let openMargin = 0n;
    for (const position of member.positions.values()) {
      const instrument = this.instrumentOf(position.stock);
      const price = instrument.tick?.price ?? position.entryPrice;
      unrealised += pnlKrwMinor(
        directionOf(position.side),
        position.lots,
        position.entryPrice,
        price,
        instrument.terms,
      );
      openMargin += marginKrwMinor(position.lots, instrument.terms);
    }
    return {
      equityMinor: equityKrwMinor({
        pointMinor: member.point,
        reservedMinor: member.reserved,
        unrealisedMinor: unrealised,
      }),
      losscutMinor: losscutOfMarginKrwMinor(openMargin, this.terms.site),
    };
  }

  protected losscutDue(member: BookMember): boolean {
    const { equityMinor, losscutMinor } = this.accountOf(member);
    return losscutReached(equityMinor, losscutMinor, member.positions.size);
  }
}
