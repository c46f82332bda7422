import type { Rejection } from '../core/rejection.ts';
import { createLedgerState } from '@baro/domain';
import type { LedgerAccountSpec, LedgerCommand, LedgerState } from '@baro/domain';
import fc from 'fast-check';
import type { Database, Queryable } from '../db/database.ts';
import { ensureMemberWallet, systemAccount } from './accounts.ts';
import { postHold, reserve, voidHold } from './holds.ts';
import { createTestMember, createTestSite } from './test-fixtures.ts';
import { transfer } from './transfer.ts';
import type { DnwType, HoldPurpose, SystemAccountKind } from './types.ts';

// The steps of the model-based test (ledger-model.db.test.ts): a small world per run (one site, three
// members with a KRW and a USDT wallet, sharded system accounts), the steps fast-check draws, and how
// each becomes both a command of the reference model in @baro/domain and calls of the store.

const wallets = [
  { walletType: 'BINARY', asset: 'KRW' },
  { walletType: 'FUTURES', asset: 'USDT' },
] as const;
const assets = ['KRW', 'USDT'] as const;
const membersPerRun = 3;
const systemAccounts: readonly { key: string; kind: SystemAccountKind; shardKey: number }[] = [
  { key: 'house0', kind: 'HOUSE', shardKey: 0 },
  { key: 'house1', kind: 'HOUSE', shardKey: 9 },
  { key: 'fee', kind: 'FEE', shardKey: 0 },
  { key: 'clearing', kind: 'PROVIDER_CLEARING', shardKey: 0 },
  // The coin futures' accounts (docs/ledger-flows.md "Coin futures"): position margin, and the
  // insurance that pays a liquidation's shortfall.
  { key: 'futuresMargin', kind: 'FUTURES_MARGIN', shardKey: 3 },
  { key: 'insurance', kind: 'INSURANCE', shardKey: 0 },
  // The overseas futures' pooled holds and margin (docs/ledger-flows.md "Overseas futures").
  { key: 'overseaMargin', kind: 'OVERSEA_MARGIN', shardKey: 5 },
];

interface WalletRef {
  memberId: number;
  walletType: string;
  asset: string;
  available: string;
}

/** One run's database side: model account id → database account id, model hold id → database id. */
export interface World {
  siteId: number;
  accountIds: Map<string, number>;
  spendable: Map<string, string[]>;
  wallets: WalletRef[];
  holdIds: Map<string, number>;
}

export async function openWorld(db: Database): Promise<{ world: World; model: LedgerState }> {
  const siteId = await createTestSite(db);
  const world: World = {
    siteId,
    accountIds: new Map(),
    spendable: new Map(),
    wallets: [],
    holdIds: new Map(),
  };
  const specs: LedgerAccountSpec[] = [];
  const add = (id: string, dbId: number, asset: string, member: boolean, reservationFor?: string) => {
    world.accountIds.set(id, dbId);
    specs.push({ id, asset, member, ...(reservationFor === undefined ? {} : { reservationFor }) });
    if (reservationFor === undefined) world.spendable.set(asset, [...(world.spendable.get(asset) ?? []), id]);
  };
  for (let index = 0; index < membersPerRun; index += 1) {
    const memberId = await createTestMember(db, siteId);
    for (const { walletType, asset } of wallets) {
      const wallet = await db.transaction((tx) =>
        ensureMemberWallet(tx, { siteId, memberId, walletType, asset }),
      );
      const available = `m${index}:${walletType}`;
      add(available, wallet.availableAccountId, asset, true);
      add(`${available}:reserved`, wallet.reservedAccountId, asset, true, available);
      world.wallets.push({ memberId, walletType, asset, available });
    }
  }
  for (const asset of assets) {
    for (const { key, kind, shardKey } of systemAccounts) {
      const id = await db.transaction((tx) => systemAccount(tx, { siteId, asset, kind, shardKey }));
      add(`${key}:${asset}`, id, asset, false);
    }
  }
  return { world, model: createLedgerState(specs) };
}

const amount = fc.bigInt({ min: 1n, max: 1_000n });
// Mostly an open hold, sometimes any hold ever made, so settling twice (HOLD_NOT_OPEN) is tried too.
const holdChoice = fc.record({
  index: fc.nat(),
  settledToo: fc.oneof(
    { weight: 4, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
});
export const step = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      wallet: fc.nat(),
      amount: fc.bigInt({ min: 1n, max: 3_000n }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      asset: fc.constantFrom(...assets),
      from: fc.nat(),
      to: fc.nat(),
      amount,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('reserve' as const),
      wallet: fc.nat(),
      amount,
      purpose: fc.constantFrom<HoldPurpose>('BET', 'WITHDRAWAL', 'ORDER_MARGIN', 'POSITION_MARGIN'),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('post' as const),
      hold: holdChoice,
      to: fc.nat(),
      // Whole holds (a lost bet) as often as partial ones (an order filled in part).
      amount: fc.oneof(fc.constant(null), amount),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('void' as const), hold: holdChoice }) },
);
export type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

/** What a step's store call answered: accepted (with the hold it opened, if any) or refused. */
type Outcome = { readonly transferId: string; readonly holdId?: number } | Rejection;

export interface Planned {
  command: LedgerCommand;
  run: (tx: Queryable) => Promise<Outcome>;
}

function pick<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function planTransfer(
  world: World,
  moved: { asset: string; debit: string; credit: string; amountMinor: bigint; dnwType: DnwType | null },
): Planned {
  const dbId = (id: string) => world.accountIds.get(id) ?? -1;
  return {
    command: {
      kind: 'transfer',
      debitAccountId: moved.debit,
      creditAccountId: moved.credit,
      amountMinor: moved.amountMinor,
    },
    run: (tx) =>
      transfer(tx, {
        siteId: world.siteId,
        asset: moved.asset,
        debitAccountId: dbId(moved.debit),
        creditAccountId: dbId(moved.credit),
        amountMinor: moved.amountMinor,
        dnwType: moved.dnwType,
        ref: 'test',
      }),
  };
}

type SettleStep = Extract<Step, { kind: 'post' | 'void' }>;

function planSettle(world: World, model: LedgerState, drawn: SettleStep): Planned | null {
  const all = [...model.holds.values()];
  const open = all.filter((hold) => hold.status === 'open');
  const holds = drawn.hold.settledToo || open.length === 0 ? all : open;
  if (holds.length === 0) return null;
  const hold = pick(holds, drawn.hold.index);
  const holdId = world.holdIds.get(hold.id) ?? -1;
  if (drawn.kind === 'void') {
    return {
      command: { kind: 'void', holdId: hold.id },
      run: (tx) => voidHold(tx, { holdId, dnwType: 'E', ref: hold.id }),
    };
  }
  const asset = model.accounts.get(hold.availableAccountId)?.asset ?? '';
  // Posting into the member's own wallet is refused by the store as a bug, so it is never drawn.
  const destinations = (world.spendable.get(asset) ?? []).filter((id) => id !== hold.availableAccountId);
  const destination = pick(destinations, drawn.to);
  const creditAccountId = world.accountIds.get(destination) ?? -1;
  const amountMinor =
    drawn.amount === null || drawn.amount > hold.amountMinor ? hold.amountMinor : drawn.amount;
  return {
    command: { kind: 'post', holdId: hold.id, destinationAccountId: destination, amountMinor },
    run: (tx) => postHold(tx, { holdId, creditAccountId, amountMinor, dnwType: 'C', ref: hold.id }),
  };
}

/**
 * Turns a drawn step into the model's command and the store calls that should do the same, or null
 * when the step names nothing yet (a post before any hold). `holdKey` names a hold the step reserves.
 */
export function plan(world: World, model: LedgerState, drawn: Step, holdKey: string): Planned | null {
  switch (drawn.kind) {
    case 'deposit': {
      const wallet = pick(world.wallets, drawn.wallet);
      const debit = `clearing:${wallet.asset}`;
      return planTransfer(world, {
        asset: wallet.asset,
        debit,
        credit: wallet.available,
        amountMinor: drawn.amount,
        dnwType: 'D',
      });
    }
    case 'transfer': {
      const candidates = world.spendable.get(drawn.asset) ?? [];
      const debit = pick(candidates, drawn.from);
      const credit = pick(
        candidates.filter((id) => id !== debit),
        drawn.to,
      );
      return planTransfer(world, {
        asset: drawn.asset,
        debit,
        credit,
        amountMinor: drawn.amount,
        dnwType: null,
      });
    }
    case 'reserve': {
      const wallet = pick(world.wallets, drawn.wallet);
      const { siteId } = world;
      return {
        command: {
          kind: 'reserve',
          holdId: holdKey,
          reservationAccountId: `${wallet.available}:reserved`,
          amountMinor: drawn.amount,
        },
        run: (tx) =>
          reserve(tx, { siteId, ...wallet, amountMinor: drawn.amount, purpose: drawn.purpose, ref: holdKey }),
      };
    }
    case 'post':
    case 'void':
      return planSettle(world, model, drawn);
  }
}
