import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import type { AppContext, Clock } from '../../src/context.ts';
import { createContext } from '../../src/create-context.ts';
import type { Database } from '../../src/db/database.ts';
import { buildApp } from '../../src/http/app.ts';
import { createArgon2Hasher } from '../../src/modules/accounts/password-hasher.ts';
import type { PasswordHasher } from '../../src/modules/accounts/password-hasher.ts';
import type { Site } from '../../src/modules/sites/find-site.ts';
import { insertSite } from './seed-site.ts';
import type { SiteOverrides } from './seed-site.ts';
import { openTestDatabase } from './test-database.ts';

/** A clock a test moves by hand. It starts at the real time, so issued tokens look ordinary. */
export interface TestClock extends Clock {
  advanceMs(ms: number): void;
}

export function testClock(startMs = Date.now()): TestClock {
  let now = startMs;
  return {
    nowMs: () => now,
    advanceMs(ms) {
      now += ms;
    },
  };
}

/** The real argon2 hasher, counting how often a password was hashed or checked. */
export interface CountingHasher extends PasswordHasher {
  readonly calls: { count: number };
}

function countingHasher(inner: PasswordHasher): CountingHasher {
  const calls = { count: 0 };
  return {
    calls,
    hash: (password) => ((calls.count += 1), inner.hash(password)),
    verify: (passwordHash, password) => ((calls.count += 1), inner.verify(passwordHash, password)),
    verifyDecoy: (password) => ((calls.count += 1), inner.verifyDecoy(password)),
  };
}

export interface RequestOptions {
  token?: string;
  /** The query siteInfoId; the fixture's site unless given. */
  siteId?: number;
  userAgent?: string;
  ip?: string;
}

export interface AccountsFixture {
  app: FastifyInstance;
  ctx: AppContext;
  db: Database;
  clock: TestClock;
  hasher: CountingHasher;
  site: Site;
  get(
    path: string,
    query?: Record<string, string>,
    options?: RequestOptions,
  ): Promise<LightMyRequestResponse>;
  post(path: string, body: unknown, options?: RequestOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database with one site, a test clock, the demo code outbox switched on
 * and no TOKEN_SECRET (so the stored server secret is exercised).
 */
export async function openAccountsFixture(site: SiteOverrides = {}): Promise<AccountsFixture> {
  const dataDir = await mkdtemp(join(tmpdir(), 'baro-accounts-'));
  const db = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO: 'true' });
  const clock = testClock();
  const hasher = countingHasher(createArgon2Hasher());
  const ctx = await createContext({
    config,
    db,
    log: pino({ level: 'silent' }),
    clock,
    passwordHasher: hasher,
  });
  const app = await buildApp(ctx);
  await app.ready();
  const theSite = await insertSite(db, site);

  const headers = (options: RequestOptions) => ({
    ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    ...(options.userAgent === undefined ? {} : { 'user-agent': options.userAgent }),
  });
  return {
    app,
    ctx,
    db,
    clock,
    hasher,
    site: theSite,
    get: (path, query = {}, options = {}) =>
      app.inject({
        method: 'GET',
        url: `/api${path}`,
        query: { siteInfoId: String(options.siteId ?? theSite.id), ...query },
        headers: headers(options),
        ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
      }),
    post: (path, body, options = {}) =>
      app.inject({
        method: 'POST',
        url: `/api${path}`,
        query: { siteInfoId: String(options.siteId ?? theSite.id) },
        headers: headers(options),
        payload: body as Record<string, unknown>,
        ...(options.ip === undefined ? {} : { remoteAddress: options.ip }),
      }),
    async close() {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The code the demo sender last "sent" to a target (read from the outbox, as an operator would). */
export async function lastSentCode(db: Database, siteId: number, target: string): Promise<string> {
  const found = await db.query<{ message: string }>(
    'SELECT message FROM demo_outbox WHERE site_id = $1 AND target = $2 ORDER BY id DESC LIMIT 1',
    [siteId, target],
  );
  const code = /\b(\d{6})\b/.exec(found.rows[0]?.message ?? '')?.[1];
  if (code === undefined) throw new Error(`no code was sent to ${target}`);
  return code;
}

let certifySerial = 0;

/** Requests and verifies a phone code; answers the certificate value. */
export async function certifyPhone(
  fx: AccountsFixture,
  phone: string,
  purpose: 'SIGNUP' | 'FIND_ID' | 'FIND_PW' = 'SIGNUP',
): Promise<string> {
  // Each certification comes from its own address, as different people's would, so that a file's
  // many signups stay under the per-address limit on code requests.
  certifySerial += 1;
  const ip = `10.1.${Math.floor(certifySerial / 256)}.${certifySerial % 256}`;
  const sent = await fx.post('/certi/certificate_phone', { key: phone, purpose }, { ip });
  if (sent.statusCode !== 200) throw new Error(`certificate_phone: ${sent.body}`);
  const code = await lastSentCode(fx.db, fx.site.id, phone.replace(/\D/g, ''));
  const verified = await fx.post('/certi/verify_phone', { key: phone, secretCode: code });
  if (verified.statusCode !== 200) throw new Error(`verify_phone: ${verified.body}`);
  return verified.json<{ certificateValue: string }>().certificateValue;
}

let memberSequence = 0;

export interface SignedUp {
  id: number;
  username: string;
  password: string;
  phone: string;
  name: string;
}

/** Signs a member up through the API, with a verified phone, and answers its credentials. */
export async function signUpMember(
  fx: AccountsFixture,
  fields: Record<string, unknown> = {},
): Promise<SignedUp> {
  memberSequence += 1;
  const serial = String(1000 + memberSequence);
  const phone = typeof fields.phone === 'string' ? fields.phone : `010-${serial}-${serial}`;
  const body = {
    username: `member${serial}`,
    password: 'correct-horse-battery',
    name: '홍길동',
    phone,
    nick: `nick${serial}`,
    certificateValue: await certifyPhone(fx, phone),
    ...fields,
  };
  const response = await fx.post('/player', body);
  if (response.statusCode !== 200) throw new Error(`signup: ${response.body}`);
  const { id } = response.json<{ id: number }>();
  return {
    id,
    username: body.username,
    password: body.password,
    phone: phone.replace(/\D/g, ''),
    name: body.name,
  };
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export async function logIn(
  fx: AccountsFixture,
  member: Pick<SignedUp, 'username' | 'password'>,
): Promise<Tokens> {
  const response = await fx.post('/login', { username: member.username, password: member.password });
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return response.json<Tokens>();
}

/** The catalogued code of a failed call. */
export function errorCode(response: LightMyRequestResponse): string {
  return response.json<{ code: string }>().code;
}

/** Distinct phone numbers for one test file: `prefix` keeps files apart (e.g. '8000'). */
export function phoneSequence(prefix: string): () => { typed: string; digits: string } {
  let serial = 0;
  return () => {
    serial += 1;
    const last = String(serial).padStart(4, '0');
    return { typed: `010-${prefix}-${last}`, digits: `010${prefix}${last}` };
  };
}

/** A 6-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}
