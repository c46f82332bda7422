import { seededUnit } from '@baro/domain';
import type { FuturesCommand } from '@baro/domain';

// The command mix of the futures engine benchmark, generated up front from a seed so that the
// timed loops do nothing but decide. Prices are integer units at 2 decimals (BTCUSDT).

const USDT = 100_000_000n;

export const START_PRICE = 5_000_000;

/** The same mix every run. */
export const seeded = seededUnit;

export function memberIds(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `m${index}`);
}

/** Loads every member with a balance no order of the mix can exhaust. */
export function loadCommands(members: readonly string[]): FuturesCommand[] {
  return members.map((memberId) => ({
    type: 'SYNC_MEMBER',
    memberId,
    availableMinor: 10_000_000n * USDT,
    leverage: 10,
    marginType: 'ISOLATED',
  }));
}

/** One resting LIMIT of the mix: LONGs below the start price, SHORTs above, 0.1 %–2 % away. */
export interface RestingPlace {
  readonly memberId: string;
  /** The engine's id (a database order id is an integer). */
  readonly orderId: number;
  /** The same id as nodejs-order-book takes it (a string). */
  readonly peerId: string;
  readonly long: boolean;
  readonly price: number;
  /** Whole USDT. */
  readonly qty: number;
}

/** The place/cancel part of the mix: what the order-book peer runs too. */
export type BookStep =
  | { readonly kind: 'place'; readonly place: RestingPlace }
  | {
      readonly kind: 'cancel';
      readonly memberId: string;
      readonly orderId: number;
      readonly peerId: string;
    };

export interface Mix {
  /** The whole mix as engine commands: place, cancel, amend and tick. */
  readonly commands: FuturesCommand[];
  /** Only its places and cancels, in the same order, for the engine and the peer alike. */
  readonly bookSteps: BookStep[];
  readonly counts: Record<'place' | 'cancel' | 'amend' | 'tick', number>;
}

/**
 * `total` commands: 45 % place, 30 % cancel, 15 % amend, 10 % tick. Cancels and amends pick a
 * live order of the generator's own book. Ticks walk the price by up to ±0.05 %, so some resting
 * orders fill (the engine's cancels of those are refused as ORDER_NOT_FOUND, still a command).
 */
export function buildMix(members: readonly string[], total: number, seed: number): Mix {
  const random = seeded(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const commands: FuturesCommand[] = [];
  const bookSteps: BookStep[] = [];
  const live: RestingPlace[] = [];
  const counts = { place: 0, cancel: 0, amend: 0, tick: 0 };
  let last = START_PRICE;
  let atMs = Date.UTC(2026, 10, 26);
  let nextId = 1;
  commands.push({ type: 'TICK', tick: { source: 'bench', atMs, lastPrice: last, markPrice: last } });
  while (commands.length < total) {
    const roll = random();
    if (roll < 0.45 || live.length === 0) {
      const long = random() < 0.5;
      const away = 500 + Math.floor(random() * 9_500);
      const id = nextId++;
      const place: RestingPlace = {
        memberId: pick(members),
        orderId: id,
        peerId: `o${id}`,
        long,
        price: long ? START_PRICE - away * 10 : START_PRICE + away * 10,
        qty: 10 + Math.floor(random() * 990),
      };
      live.push(place);
      commands.push({
        type: 'PLACE',
        memberId: place.memberId,
        orderId: place.orderId,
        side: long ? 'LONG' : 'SHORT',
        orderType: 'LIMIT',
        qtyMinor: BigInt(place.qty) * USDT,
        price: place.price,
      });
      bookSteps.push({ kind: 'place', place });
      counts.place += 1;
    } else if (roll < 0.75) {
      const index = Math.floor(random() * live.length);
      const order = live[index] as RestingPlace;
      live[index] = live[live.length - 1] as RestingPlace;
      live.pop();
      commands.push({ type: 'CANCEL', memberId: order.memberId, orderId: order.orderId });
      bookSteps.push({
        kind: 'cancel',
        memberId: order.memberId,
        orderId: order.orderId,
        peerId: order.peerId,
      });
      counts.cancel += 1;
    } else if (roll < 0.9) {
      const order = pick(live);
      const away = 500 + Math.floor(random() * 9_500);
      commands.push({
        type: 'AMEND',
        memberId: order.memberId,
        orderId: order.orderId,
        price: order.long ? START_PRICE - away * 10 : START_PRICE + away * 10,
      });
      counts.amend += 1;
    } else {
      // A walk of up to ±0.05 % a tick, pulled back toward the start so it stays among the orders.
      last = Math.max(
        1,
        last + Math.round(((random() - 0.5) * last) / 1_000) + Math.round((START_PRICE - last) / 8),
      );
      atMs += 100;
      commands.push({ type: 'TICK', tick: { source: 'bench', atMs, lastPrice: last, markPrice: last } });
      counts.tick += 1;
    }
  }
  return { commands, bookSteps, counts };
}

/** The place/cancel part as engine commands. */
export function bookCommands(steps: readonly BookStep[]): FuturesCommand[] {
  const commands: FuturesCommand[] = [
    { type: 'TICK', tick: { source: 'bench', atMs: 0, lastPrice: START_PRICE, markPrice: START_PRICE } },
  ];
  for (const step of steps) {
    commands.push(
      step.kind === 'place'
        ? {
            type: 'PLACE',
            memberId: step.place.memberId,
            orderId: step.place.orderId,
            side: step.place.long ? 'LONG' : 'SHORT',
            orderType: 'LIMIT',
            qtyMinor: BigInt(step.place.qty) * USDT,
            price: step.place.price,
          }
        : { type: 'CANCEL', memberId: step.memberId, orderId: step.orderId },
    );
  }
  return commands;
}
