import { assert } from '../assert.ts';
import { BookState } from './book-state.ts';
import type { BookMember, BookOrder, BookPosition } from './book-model.ts';
import { DecisionBuffer } from './decision-buffer.ts';
import { ExactTotal } from './exact-total.ts';
import { IdTable } from './id-table.ts';
import type {
  FuturesAccount,
  FuturesCommand,
  FuturesDecision,
  FuturesEvent,
  FuturesMoneyKind,
  FuturesResult,
  FuturesTerms,
  FuturesTick,
  FuturesTotals,
} from './types.ts';

/**
 * The state of one option's futures book and its money: members, positions, resting orders, the
 * last tick, the shared sequence, and the account totals every movement updates. Each movement is
 * published as a MONEY event the server posts as one ledger transfer.
 */
export abstract class BookLedger extends BookState<BookMember, FuturesCommand, FuturesResult, FuturesEvent> {
  constructor(readonly terms: FuturesTerms) {
    super();
  }

  /** Open positions in opening order (a Map keeps insertion order; funding goes by it). */
  protected readonly positions = new Map<number, BookPosition>();
  /** Resting orders by id (`IdTable`: the id map is on every place, cancel and amend). */
  protected readonly ordersById = new IdTable<BookOrder>();
  protected tickNow: FuturesTick | null = null;
  // The system accounts' totals, moved by every movement that reaches them (fills, liquidations,
  // funding) without allocating a bigint (`ExactTotal`). The members' accounts have no running total:
  // each is the sum of what the members, their resting orders and their positions hold (`totals`).
  protected readonly house = new ExactTotal();
  protected readonly fees = new ExactTotal();
  protected readonly liquidationFees = new ExactTotal();
  protected readonly insurance = new ExactTotal();
  protected external = 0n;
  /** The reused decision, events and pooled events `decide` answers (`DecisionBuffer`). */
  protected readonly buffer = new DecisionBuffer();

  /**
   * Applies one command. The decision, its events array and its MONEY and order events are reused:
   * valid until the next `decide` of this engine (a caller that keeps them copies them).
   */
  override decide(command: FuturesCommand): FuturesDecision {
    this.buffer.begin();
    return this.buffer.finish(this.run(command));
  }

  protected override emit(event: FuturesEvent): void {
    this.buffer.emit(event);
  }

  /**
   * Every account's total. The members' three are summed here from what each member, resting order
   * and position holds (O(members + orders), for tests and invariants, never on a hot path) rather
   * than kept as running totals that every placement and cancel moved, two bigint-to-number
   * conversions per movement: without them the place/cancel part of the engine benchmark ran 9 % and
   * 12 % more commands per CPU-second in two runs, the mix +6 % and −3 %, within the scatter
   * (`bench:futures-engine-compare`, 6 rounds each, 2026-11-29). The simulation test checks every
   * step's change of each total against the step's MONEY events (simulation.test.ts `checkMovements`).
   */
  totals(): FuturesTotals {
    let available = 0n;
    let held = 0n;
    for (const member of this.members.values()) {
      available += member.available;
      for (const order of member.orders) held += order.held;
    }
    let margin = 0n;
    for (const position of this.positions.values()) margin += position.margin;
    return {
      availableMinor: available,
      orderMarginMinor: held,
      positionMarginMinor: margin,
      houseMinor: this.house.value(),
      feesMinor: this.fees.value(),
      liquidationFeesMinor: this.liquidationFees.value(),
      insuranceMinor: this.insurance.value(),
      externalMinor: this.external,
    };
  }

  protected collateralOf(member: BookMember, position: BookPosition): bigint {
    return position.marginType === 'CROSS' ? position.margin + member.available : position.margin;
  }

  /** Moves money between accounts and publishes the movement; zero moves nothing. */
  protected move(
    kind: FuturesMoneyKind,
    member: BookMember,
    from: FuturesAccount,
    to: FuturesAccount,
    amount: bigint,
    orderId: number | null,
    positionId: number | null,
  ): void {
    // One bigint comparison on the usual path (a positive amount), not two.
    if (amount <= 0n) {
      if (amount === 0n) return;
      assert(false, `A ${kind} movement is positive.`);
    }
    this.debit(from, member, amount);
    this.adjust(to, member, amount);
    this.buffer.emit(this.buffer.moneyEvent(kind, member.memberId, from, to, amount, orderId, positionId));
  }

  /** `adjust` by −amount, without allocating the negated bigint (every move does one). */
  protected debit(account: FuturesAccount, member: BookMember, amount: bigint): void {
    switch (account) {
      case 'AVAILABLE':
        member.available -= amount;
        assert(member.available >= 0n, 'An available balance never goes negative.');
        return;
      case 'ORDER_MARGIN':
      case 'POSITION_MARGIN':
        // No running total: the caller sets the order's hold or the position's margin (`totals`).
        return;
      case 'HOUSE':
        this.house.subtract(amount);
        return;
      case 'FEES':
        this.fees.subtract(amount);
        return;
      case 'LIQUIDATION_FEES':
        this.liquidationFees.subtract(amount);
        return;
      case 'INSURANCE':
        this.insurance.subtract(amount);
        return;
    }
  }

  protected adjust(account: FuturesAccount, member: BookMember, amount: bigint): void {
    switch (account) {
      case 'AVAILABLE':
        member.available += amount;
        assert(member.available >= 0n, 'An available balance never goes negative.');
        return;
      case 'ORDER_MARGIN':
      case 'POSITION_MARGIN':
        return;
      case 'HOUSE':
        this.house.add(amount);
        return;
      case 'FEES':
        this.fees.add(amount);
        return;
      case 'LIQUIDATION_FEES':
        this.liquidationFees.add(amount);
        return;
      case 'INSURANCE':
        this.insurance.add(amount);
        return;
    }
  }
}
