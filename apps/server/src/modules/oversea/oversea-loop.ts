import { isOpen, OverseaMirror } from '@baro/domain';
import type { OverseaCommand, OverseaTick } from '@baro/domain';
import type { Logger } from 'pino';
import type { Clock } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import type { Scheduler, TimerHandle } from '../../market/feeds/timers.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { ChangeWatch } from './change-watch.ts';
import { decideForMembers } from './oversea-action.ts';
import { loadOverseaSite, overseaTermsKey } from './oversea-site.ts';
import type { OverseaSite } from './oversea-site.ts';
import type { Written } from './persist-decision.ts';
import { optionHolders, readStoredMembers, siteHolders } from './stored-members.ts';

export interface OverseaLoopDeps {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly market: MarketService;
  readonly log: Logger;
  readonly scheduler: Scheduler;
  /** Members per transaction of a tick's or a session end's decisions; `decisionBatch` when not given. */
  readonly decisionBatch?: number;
}

/** How often the owner looks at the site's prices (in memory: no database read unless something is touched). */
export const overseaPollMs = 100;

/** How often it reads the orders, positions and points changed since, and checks the sessions. */
export const overseaRefreshMs = 1_000;

/**
 * Members per transaction of a tick's or a session end's decisions (each member atomic either way).
 * Measured on PostgreSQL (2026-11-27, 1,000 losscuts of one tick, load 3–5 on 2 CPUs): 100 to 2,000 a
 * transaction made no difference (1.2–1.4 s either way, most of it the pushes' per-member wallet
 * reads, which are one statement per decision since). Smaller batches keep each lock short.
 */
export const decisionBatch = 200;

/** Members re-read from the database per statement when re-syncing the mirror. */
const readBatch = 5_000;

/**
 * The overseas trigger loop of one site, run by the node that owns `oversea:<siteId>` (one owner per
 * site: the losscut looks at a member's positions on every instrument together, so one node owns all
 * of the site's instruments' triggers). It keeps an `OverseaMirror` of the stored open orders,
 * positions and points; on each new price of an instrument the mirror names the members the price
 * touched by its indexes (`touchedBy`: crossed orders and TP/SLs, reached losscut prices, the
 * multi-instrument holders whose share of their slack it spent, at their line), deciding nothing and
 * scanning no one else, and the loop decides the tick for them in the database (`decideForMembers`:
 * their accounts locked, their stored state decided by the same engine, written and pushed after
 * commit), then re-syncs them in the mirror from what committed.
 * Changes made by calls on any node reach the mirror within `overseaRefreshMs`; a member re-synced is
 * ticked again at the last price, so a stale mirror delays a trigger but never loses it. So do an
 * operator's new terms (margin, fee, KRW rate, losscut rate, an option switched off): the site is read
 * again on each refresh, and different terms rebuild the mirror on them.
 */
export class OverseaLoop {
  private site!: OverseaSite;
  private mirror!: OverseaMirror;
  private changes!: ChangeWatch;
  /** The last tick of each stock the mirror was ticked with. */
  private readonly ticked = new Map<string, OverseaTick>();
  /** Stocks to tick again at their last price: members were re-synced onto them. */
  private readonly retick = new Set<string>();
  /** Each stock's session as last checked; absent until the first check. */
  private readonly sessionOpen = new Map<string, boolean>();
  private lastRefreshMs = Number.NEGATIVE_INFINITY;
  private timer: TimerHandle | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: OverseaLoopDeps,
    readonly siteId: number,
  ) {}

  /** Members in the mirror (tests). */
  get memberCount(): number {
    return this.mirror.memberIds().length;
  }

  async start(): Promise<void> {
    await this.rebuild();
    this.timer = this.deps.scheduler.setInterval(() => {
      if (this.running !== null) return;
      const refresh = this.deps.clock.nowMs() - this.lastRefreshMs >= overseaRefreshMs;
      this.running = this.step({ refresh })
        .then(() => undefined)
        .catch((error: unknown) => {
          this.deps.log.error({ err: error, siteId: this.siteId }, 'oversea: trigger step failed');
          // The mirror may be half updated: rebuild it from the database on the next step.
          return this.rebuild();
        })
        .catch((error: unknown) => {
          this.deps.log.error({ err: error, siteId: this.siteId }, 'oversea: rebuilding the mirror failed');
        })
        .finally(() => {
          this.running = null;
        });
    }, overseaPollMs);
  }

  async stop(): Promise<void> {
    this.timer?.cancel();
    this.timer = null;
    await this.running;
  }

  /** The mirror from scratch: the site's terms, every member with something open, every stock re-ticked. */
  private async rebuild(site?: OverseaSite): Promise<void> {
    const { db } = this.deps;
    this.site = site ?? (await loadOverseaSite(db, this.siteId));
    this.mirror = new OverseaMirror(this.site.bookTerms);
    this.changes = new ChangeWatch(this.site);
    if (!(await this.changes.begin(db)))
      this.deps.log.warn(
        { siteId: this.siteId },
        'oversea: a transaction older than the loop is still running; point changes are read from a fixed look-back',
      );
    this.ticked.clear();
    this.retick.clear();
    await this.resync(await siteHolders(db, this.siteId));
  }

  /**
   * One poll: (with `refresh`) the changes read in and the sessions checked; then each stock with a
   * new price (or re-synced members) ticked in the mirror and the members it touched decided. Answers
   * what the database wrote. Tests drive it step by step.
   */
  async step(options: { refresh: boolean } = { refresh: true }): Promise<Written[]> {
    const written: Written[] = [];
    if (options.refresh) {
      this.lastRefreshMs = this.deps.clock.nowMs();
      const site = await loadOverseaSite(this.deps.db, this.siteId);
      if (overseaTermsKey(site) === overseaTermsKey(this.site)) await this.refresh();
      else {
        this.deps.log.info({ siteId: this.siteId }, 'oversea: the site terms changed; mirror rebuilt');
        await this.rebuild(site);
      }
      written.push(...(await this.checkSessions()));
    }
    for (const option of this.site.options) {
      const tick = this.newTick(option.stock);
      if (tick === null) continue;
      const touched = this.mirror.touchedBy(tick).map(Number);
      if (touched.length === 0) {
        this.mirror.rekeySpentShares();
        continue;
      }
      const decided = this.decide(touched, { type: 'TICK', tick }, `oversea:tick:${tick.stock}:${tick.atMs}`);
      // The upkeep of the holders the tick re-checked without cutting, while the database decides.
      this.mirror.rekeySpentShares();
      written.push(...(await decided));
    }
    return written;
  }

  /** The stock's last price if the mirror has not been ticked with it (or must be again); else null. */
  private newTick(stock: string): OverseaTick | null {
    const state = this.deps.market.stock(stock);
    const last = state?.lastTick ?? null;
    // In a feed gap nothing is decided on the stale last price (as the futures loop).
    if (last === null || state?.gap != null) return null;
    const seen = this.ticked.get(stock);
    const again = this.retick.delete(stock);
    if (!again && seen?.atMs === last.atMs && seen.price === last.price && seen.source === last.source)
      return null;
    const tick: OverseaTick = { stock, source: last.source, atMs: last.atMs, price: last.price };
    this.ticked.set(stock, tick);
    return tick;
  }

  private async refresh(): Promise<void> {
    const { rows, points } = await this.changes.read(this.deps.db);
    const members = new Set(rows);
    // A point matters only to a member with something open, who is in the mirror.
    for (const memberId of points) if (this.mirror.has(String(memberId))) members.add(memberId);
    if (members.size > 0) await this.resync([...members]);
  }

  /**
   * Session ends (DOMAIN.md §4): an option whose calendar turned closed has its holders' session
   * ended in the database (orders cancelled, positions closed unless overnight and covered). The
   * first check after a start ends the session of every option closed then, for whoever still holds
   * it: a close cut short by a restart is finished, and one that was finished finds its orders and
   * non-overnight positions gone (the overnight ones are judged again by the same rule). The
   * OVERSEA_OPTION_CLOSE topic is the market writer's (`OverseaSessionWatch`), sent once.
   */
  private async checkSessions(): Promise<Written[]> {
    const written: Written[] = [];
    const nowMs = this.deps.clock.nowMs();
    for (const option of this.site.options) {
      const open = isOpen(option.calendarId, nowMs);
      const before = this.sessionOpen.get(option.stock);
      this.sessionOpen.set(option.stock, open);
      if (open || before === false) continue;
      const holders = await optionHolders(this.deps.db, this.siteId, option.id);
      if (holders.length === 0) continue;
      written.push(
        ...(await this.decide(
          holders,
          { type: 'SESSION_END', stock: option.stock },
          `oversea:session_end:${option.stock}`,
        )),
      );
    }
    return written;
  }

  /**
   * Decides one command for the members, a batch per transaction, then re-syncs them in the mirror.
   * A batch that fails is decided again member by member, so one member's failure holds up no other.
   */
  private async decide(
    memberIds: readonly number[],
    command: OverseaCommand,
    ref: string,
  ): Promise<Written[]> {
    const written: Written[] = [];
    const size = this.deps.decisionBatch ?? decisionBatch;
    for (let start = 0; start < memberIds.length; start += size) {
      const batch = memberIds.slice(start, start + size);
      try {
        written.push(...(await this.decideBatch(batch, command, ref)));
      } catch (error) {
        if (batch.length === 1) {
          this.deps.log.error({ err: error, memberId: batch[0], ref }, 'oversea: a decision failed');
          continue;
        }
        for (const memberId of batch) {
          try {
            written.push(...(await this.decideBatch([memberId], command, ref)));
          } catch (single) {
            this.deps.log.error({ err: single, memberId, ref }, 'oversea: a decision failed');
          }
        }
      }
    }
    await this.resync(memberIds);
    return written;
  }

  /** One transaction of decisions; what it closed is logged once it committed. */
  private async decideBatch(
    memberIds: readonly number[],
    command: OverseaCommand,
    ref: string,
  ): Promise<Written[]> {
    const site = this.site;
    const written = await transactionWithEvents(this.deps, async (tx, events) => [
      ...(await decideForMembers(tx, events, this.deps, { site, memberIds, command, ref })),
    ]);
    const closed = written.filter((w) => w.type === 'POSITION_LIQUID' || w.type === 'POSITION_CLOSE').length;
    if (closed > 0)
      this.deps.log.info(
        { siteId: this.siteId, ref, members: memberIds.length, closed },
        'oversea: positions closed',
      );
    return written;
  }

  /**
   * Replaces the members in the mirror by what the database holds now, and marks the stocks they
   * hold or order to be ticked again at the last price: whatever the stored state newly puts in
   * reach of that price (a point lowered by a bet, an order placed on another node) is then found.
   */
  private async resync(memberIds: readonly number[]): Promise<void> {
    for (let start = 0; start < memberIds.length; start += readBatch) {
      const batch = memberIds.slice(start, start + readBatch);
      const stored = await readStoredMembers(this.deps.db, this.site, batch);
      for (const memberId of batch) {
        const key = String(memberId);
        for (const position of this.mirror.positions(key)) this.retick.add(position.stock);
        this.mirror.forget(key);
        const member = stored.get(memberId);
        if (member === undefined) continue;
        this.mirror.decide({ type: 'SYNC_MEMBER', memberId: key, pointMinor: member.pointMinor });
        for (const position of member.positions) {
          this.mirror.decide({ type: 'RESTORE_POSITION', position });
          this.retick.add(position.stock);
        }
        for (const order of member.orders) {
          this.mirror.decide({ type: 'RESTORE_ORDER', order });
          this.retick.add(order.stock);
        }
      }
    }
  }
}
