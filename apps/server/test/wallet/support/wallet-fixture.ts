import { formatMinor, parseMinor } from '@baro/contracts';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../src/db/database.ts';
import {
  checkLedgerInvariants,
  ensureMemberWallet,
  systemAccount,
  transfer,
  walletViews,
} from '../../../src/ledger/index.ts';
import { openMemberWallets } from '../../../src/modules/accounts/member-wallets.ts';
import type { Site } from '../../../src/modules/sites/find-site.ts';
import { siteWallet } from '../../../src/modules/wallet/site-wallets.ts';
import { insertMember, insertSite } from '../../support/seed-site.ts';
import type { SiteOverrides } from '../../support/seed-site.ts';
import { authenticateTokens, buildTestApp, memberCaller, operatorCaller } from '../../support/test-app.ts';
import type { TestApp } from '../../support/test-app.ts';
import { openTestDatabase } from '../../support/test-database.ts';
import { isRejection } from '../../../src/core/rejection.ts';

/** Prices of the test sites, won per unit. */
export const testPrices: Readonly<Record<string, string>> = {
  KRW: '1',
  USDT: '1400',
  BKT: '1000',
  BTC: '140000000',
};

/** A site with every wallet feature on, the sandbox providers, and limits low enough for small amounts. */
export function walletSiteSettings(extra: Record<string, unknown> = {}): SiteOverrides {
  return {
    type: '101111',
    usedCoins: 'BINARY,FUTURES,USDT,BTC',
    depositCoins: 'USDT,BTC',
    buyCoins: 'USDT,BTC',
    settings: {
      dnw: { depositMin: '1', withdrawMin: '1', withdrawMax: '1000000000' },
      providers: { sandbox: {}, bitshop: {}, million: {}, vancoin: {} },
      sandboxPayments: true,
      ...extra,
    },
  };
}

export interface WalletFixture {
  readonly t: TestApp;
  readonly db: Database;
  readonly siteA: Site;
  readonly siteB: Site;
  /** Members a1, a2 of site A and b1 of site B; operators opA (site A) and opB (site B). */
  readonly ids: { a1: number; a2: number; b1: number; opA: number; opB: number };
  get(
    path: string,
    query: Record<string, string>,
    token: string,
    siteId?: number,
  ): Promise<LightMyRequestResponse>;
  post(path: string, body: unknown, token: string, siteId?: number): Promise<LightMyRequestResponse>;
  /** Credits a wallet from provider clearing, as an approved deposit would (test setup only). */
  fund(memberId: number, walletType: string, amount: string, site?: Site): Promise<void>;
  /** A member's wallets as `{ point, gameWaitPoint }` decimal strings. */
  balances(memberId: number, site?: Site): Promise<Record<string, { point: string; gameWaitPoint: string }>>;
  invariants(): Promise<string[]>;
  close(): Promise<void>;
}

async function addMember(db: Database, site: Site): Promise<number> {
  const id = await insertMember(db, site.id);
  await db.transaction((tx) => openMemberWallets(tx, site, id));
  return id;
}

async function addOperator(db: Database, siteId: number, username: string): Promise<number> {
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO admin (site_id, username, password_hash, name) VALUES ($1, $2, 'not-a-hash', $2) RETURNING id`,
    [siteId, username],
  );
  return inserted.rows[0]!.id;
}

export async function publishPrices(db: Database, siteId: number, prices = testPrices): Promise<void> {
  for (const [asset, price] of Object.entries(prices)) {
    // A coin amount has 8 decimals, as a price times 10^8 does.
    const e8 = parseMinor('USDT', price);
    await db.query(
      `INSERT INTO wallet_asset_price (site_id, asset, krw_price_e8) VALUES ($1, $2, $3::numeric)
       ON CONFLICT (site_id, asset) DO UPDATE SET krw_price_e8 = EXCLUDED.krw_price_e8, updated_at = now()`,
      [siteId, asset, e8.toString()],
    );
  }
}

/** The whole app on a fresh database: two sites, three members, two operators, fixed tokens. */
export async function openWalletFixture(siteA: SiteOverrides = walletSiteSettings()): Promise<WalletFixture> {
  const db = await openTestDatabase();
  const a = await insertSite(db, siteA);
  const b = await insertSite(db, walletSiteSettings());
  const ids = {
    a1: await addMember(db, a),
    a2: await addMember(db, a),
    b1: await addMember(db, b),
    opA: await addOperator(db, a.id, 'operator-a'),
    opB: await addOperator(db, b.id, 'operator-b'),
  };
  await publishPrices(db, a.id);
  await publishPrices(db, b.id);
  const t = await buildTestApp({
    db,
    authenticate: authenticateTokens({
      a1: memberCaller(a.id, ids.a1, 'member-a1'),
      a2: memberCaller(a.id, ids.a2, 'member-a2'),
      b1: memberCaller(b.id, ids.b1, 'member-b1'),
      opA: operatorCaller(a.id, ids.opA),
      opB: operatorCaller(b.id, ids.opB),
    }),
  });
  const siteOfMember = (memberId: number) => (memberId === ids.b1 ? b : a);
  return {
    t,
    db,
    siteA: a,
    siteB: b,
    ids,
    get: (path, query, token, siteId = token === 'b1' || token === 'opB' ? b.id : a.id) =>
      t.app.inject({
        method: 'GET',
        url: `/api${path}`,
        query: { siteInfoId: String(siteId), ...query },
        headers: { authorization: `Bearer ${token}` },
      }),
    post: (path, body, token, siteId = token === 'b1' || token === 'opB' ? b.id : a.id) =>
      t.app.inject({
        method: 'POST',
        url: `/api${path}`,
        query: { siteInfoId: String(siteId) },
        headers: { authorization: `Bearer ${token}` },
        payload: body as Record<string, unknown>,
      }),
    async fund(memberId, walletType, amount, site = siteOfMember(memberId)) {
      const wallet = siteWallet(site, walletType);
      if (wallet === undefined) throw new Error(`site ${site.id} has no ${walletType} wallet`);
      await db.transaction(async (tx) => {
        const account = await ensureMemberWallet(tx, { siteId: site.id, memberId, ...wallet });
        const clearing = await systemAccount(tx, {
          siteId: site.id,
          asset: wallet.asset,
          kind: 'PROVIDER_CLEARING',
          shardKey: memberId,
        });
        const moved = await transfer(tx, {
          siteId: site.id,
          asset: wallet.asset,
          debitAccountId: clearing,
          creditAccountId: account.availableAccountId,
          amountMinor: parseMinor(wallet.asset, amount),
          dnwType: 'D',
          ref: 'test:fund',
        });
        if (isRejection(moved)) throw new Error(`funding refused: ${moved.code}`);
      });
    },
    async balances(memberId, site = siteOfMember(memberId)) {
      const views = await walletViews(db, { siteId: site.id, memberId });
      return Object.fromEntries(
        views.map((view) => [
          view.type,
          {
            point: formatMinor(view.currency, view.point),
            gameWaitPoint: formatMinor(view.currency, view.gameWaitPoint),
          },
        ]),
      );
    },
    invariants: () => checkLedgerInvariants(db),
    async close() {
      await t.close();
      await db.close();
    },
  };
}

/** The catalogued code of a failed call. */
export function codeOf(response: LightMyRequestResponse): string {
  return response.json<{ code: string }>().code;
}

let requestSerial = 0;

/** A fresh client request id. */
export function newRequestId(): string {
  requestSerial += 1;
  return `req-${process.pid}-${requestSerial}-${Math.random().toString(36).slice(2, 10)}`;
}
