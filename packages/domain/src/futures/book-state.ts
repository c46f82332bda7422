import { assert } from '../assert.ts';

/**
 * What the futures and overseas books keep alike, whatever their rules: the loaded members, the one
 * sequence every order, TP/SL and position draws from, and the events of the command being decided
 * (`decide` collects them; each book's `run` applies one command). The accounts are not here: the two
 * books move money between different accounts, and the futures book keeps its movements on a
 * switch of its own (its hot path).
 */
export abstract class BookState<Member extends { readonly memberId: string }, Command, Result, Event> {
  protected readonly members = new Map<string, Member>();
  protected seq = 0;
  /**
   * The events of the command being decided, kept so that the array `decide` answers is exactly as
   * long as the command's events: the first event waits in `firstEvent`, the second makes an array
   * of two, any later one is pushed. An empty array grown by `push` takes room for 16 events, and
   * most commands publish one or two (a place its hold and ORDER_SUCCESS, a cancel its release and
   * ORDER_CANCEL, an amend its ORDER_UPDATE), so this allocates a fraction of the bytes per command.
   */
  private firstEvent: Event | undefined = undefined;
  private moreEvents: Event[] | null = null;

  /** Applies one command; what it published is in `events`, in order. */
  decide(command: Command): { result: Result; events: Event[] } {
    this.firstEvent = undefined;
    this.moreEvents = null;
    const result = this.run(command);
    return { result, events: this.takeEvents() };
  }

  /** The events `emit` gathered for the command just decided, as an array of their own. */
  private takeEvents(): Event[] {
    const first = this.firstEvent;
    const events = this.moreEvents ?? (first === undefined ? [] : [first]);
    this.firstEvent = undefined;
    this.moreEvents = null;
    return events;
  }

  /** The last sequence number handed out. */
  sequence(): number {
    return this.seq;
  }

  /** Every loaded member (tests and invariants). */
  memberIds(): string[] {
    return [...this.members.keys()];
  }

  protected abstract run(command: Command): Result;

  protected memberOf(memberId: string): Member {
    const member = this.members.get(memberId);
    // The message is built only on failure: this runs on every command.
    if (member === undefined) assert(false, `Member ${memberId} is not loaded (SYNC_MEMBER first).`);
    return member;
  }

  protected emit(event: Event): void {
    const more = this.moreEvents;
    if (more !== null) more.push(event);
    else if (this.firstEvent === undefined) this.firstEvent = event;
    else this.moreEvents = [this.firstEvent, event];
  }
}
