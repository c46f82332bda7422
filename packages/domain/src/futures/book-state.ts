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
  protected events: Event[] = [];

  /** Applies one command; what it published is in `events`, in order. */
  decide(command: Command): { result: Result; events: Event[] } {
    const events: Event[] = [];
    this.events = events;
    const result = this.run(command);
    return { result, events };
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
    this.events.push(event);
  }
}
