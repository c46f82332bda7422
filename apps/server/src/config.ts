import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
/** A year and a day: far enough to reach any session of the calendars, which repeat weekly. */
const CLOCK_OFFSET_MAX_MS = 366 * 24 * 60 * 60 * 1000;
const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * The environment the server reads, validated once at start so a bad value stops the process with a
 * message that names it, instead of failing later in some request.
 */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(32, 'TOKEN_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: seconds(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 60 * 60),
  DEMO: booleanFlag.optional(),
  FILE_UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  TRUST_PROXY: z
    .string()
    .refine((value) => value !== 'true' && value !== '1', {
      error: 'TRUST_PROXY must name the proxies (a hop count like 1, or addresses/CIDRs), not true',
    })
    .transform(trustProxyOf)
    .default(false),
  PUBLIC_URL: z.url().optional(),
  MARKET_FEED: z.enum(['simulated', 'replay', 'binance', 'off']).default('simulated'),
  MARKET_SEED: z.coerce
    .number()
    .int()
    .nonnegative()
    .max(2 ** 32 - 1)
    .default(20_261_122),
  MARKET_HISTORY_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  MARKET_REPLAY_FILE: z.string().min(1).optional(),
  MARKET_REPLAY_BATCH_MS: z.coerce.number().int().min(5).max(1_000).default(100),
  MARKET_BINANCE_URL: z.url({ protocol: /^wss?$/ }).optional(),
  MARKET_PUBLISH_INTERVAL_MS: z.coerce.number().int().min(20).max(10_000).default(500),
  FUTURES_LIQUIDATION_BATCH: z.coerce.number().int().min(1).max(100_000).default(5_000),
  CLOCK_OFFSET_MS: z.coerce.number().int().min(0).max(CLOCK_OFFSET_MAX_MS).default(0),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  tokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Seed the demo site and keep verification codes in an operator-readable outbox. */
  demo: boolean;
  fileUploadMaxBytes: number;
  /**
   * Which `X-Forwarded-For` hops to believe: false (none), a hop count, or the proxies' addresses.
   * Never "all": a client could then choose its own address and walk past per-address limits.
   */
  trustProxy: false | number | string[];
  publicUrl: string;
  /** What prices the market: `off` runs no feed (tests that push ticks themselves). */
  marketFeed: 'simulated' | 'replay' | 'binance' | 'off';
  /** The simulated market's seed: the same seed gives the same prices. */
  marketSeed: number;
  /** Days of simulated history written on a first start (0: none). */
  marketHistoryDays: number;
  /** The recording the replay feed plays; the shipped sample by default. */
  marketReplayFile: string | undefined;
  /** How often the replay feed hands over the ticks it has reached (ms). */
  marketReplayBatchMs: number;
  /** The venue stream's base URL for the binance feed; the public endpoint by default. */
  marketBinanceUrl: string | undefined;
  /** How often prices go out on the price topics (a bench raises the rate to the feed's). */
  marketPublishIntervalMs: number;
  /** How many positions one transaction of a liquidation sweep settles (docs/futures-engine.md). */
  futuresLiquidationBatch: number;
  /**
   * How far ahead of the wall clock the server's clock runs (ms; 0 in production). A test and demo
   * switch only, refused without DEMO: it shows a chosen market time, e.g. an open session on a
   * weekend or a session close a minute away (docs/server-clock.md).
   */
  clockOffsetMs: number;
}

function trustProxyOf(value: string): false | number | string[] {
  if (value === 'false' || value === '0' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // A variable set to the empty string (`DATABASE_URL= npm start`) means unset, as shells treat it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // The embedded database is the paper-money demo; a real server seeds nothing unless asked.
  const demo = e.DEMO ?? e.DATABASE_URL === undefined;
  if (e.CLOCK_OFFSET_MS !== 0 && !demo) {
    // A shifted clock stamps fills, sessions and tokens with a time that is not now: never with real money.
    throw new ConfigError(
      'Invalid configuration:\n  CLOCK_OFFSET_MS: a test and demo switch, refused unless DEMO is on',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    tokenSecret: e.TOKEN_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    demo,
    fileUploadMaxBytes: e.FILE_UPLOAD_MAX_BYTES,
    trustProxy: e.TRUST_PROXY,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    marketFeed: e.MARKET_FEED,
    marketSeed: e.MARKET_SEED,
    marketHistoryDays: e.MARKET_HISTORY_DAYS,
    marketReplayFile: e.MARKET_REPLAY_FILE,
    marketReplayBatchMs: e.MARKET_REPLAY_BATCH_MS,
    marketBinanceUrl: e.MARKET_BINANCE_URL,
    marketPublishIntervalMs: e.MARKET_PUBLISH_INTERVAL_MS,
    futuresLiquidationBatch: e.FUTURES_LIQUIDATION_BATCH,
    clockOffsetMs: e.CLOCK_OFFSET_MS,
  };
}
