import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { shiftedClock } from './context.ts';
import type { AppContext, Clock } from './context.ts';
import type { Database } from './db/database.ts';
import { createAuthenticate } from './modules/accounts/authenticate.ts';
import { createLogCodeSender } from './modules/accounts/code-sender.ts';
import type { CodeSender } from './modules/accounts/code-sender.ts';
import { createSandboxIdentityProvider } from './modules/accounts/identity-provider.ts';
import type { IdentityProvider } from './modules/accounts/identity-provider.ts';
import { createArgon2Hasher } from './modules/accounts/password-hasher.ts';
import type { PasswordHasher } from './modules/accounts/password-hasher.ts';
import { deriveServerKeys, loadServerSecret } from './modules/accounts/server-keys.ts';
import { createSampleEconomicProvider } from './modules/support/economic/provider.ts';
import type { EconomicCalendarProvider } from './modules/support/economic/provider.ts';
import { registerFuturesLedgerHooks } from './modules/futures/ledger-hooks.ts';
import { registerOverseaLedgerHooks } from './modules/oversea/ledger-hooks.ts';
import { registerRoundsLedgerHooks } from './modules/rounds/ledger-hooks.ts';
import { createInProcessBus } from './realtime/bus.ts';
import type { Bus } from './realtime/bus.ts';
import { defaultRealtimeLimits } from './realtime/limits.ts';
import type { RealtimeLimits } from './realtime/limits.ts';
import { createMemberSequence } from './realtime/sequence.ts';
import { loadInstruments } from './market/instrument.ts';
import { syncInstrumentCatalogue } from './market/instrument-catalogue.ts';
import { MarketService } from './market/market-service.ts';

export interface ContextInput {
  config: Config;
  /** Migrated: the server secret may be read from it. */
  db: Database;
  log: Logger;
  clock?: Clock;
  /** Replacements for the defaults, for tests and for deployments with real providers. */
  passwordHasher?: PasswordHasher;
  codeSender?: CodeSender;
  identityProvider?: IdentityProvider;
  economicCalendar?: EconomicCalendarProvider;
  /** A bus of the test's own (e.g. one that records), or the multi-node one. */
  bus?: Bus;
  realtimeLimits?: Partial<RealtimeLimits>;
}

/** Builds the context the server runs with; tests call it with their own database and clock. */
export async function createContext(input: ContextInput): Promise<AppContext> {
  const clock = input.clock ?? shiftedClock(input.config.clockOffsetMs);
  // The products tell the ledger about their escrow and invariants before any wallet is read.
  registerRoundsLedgerHooks();
  registerFuturesLedgerHooks();
  registerOverseaLedgerHooks();
  const keys = deriveServerKeys(await loadServerSecret(input.db, input.config));
  await syncInstrumentCatalogue(input.db);
  const market = new MarketService(await loadInstruments(input.db), {
    clock,
    onGap: (gap) => {
      input.log.warn({ gap }, 'market feed gap: no price for the stock until it resumes');
    },
    onResume: (stock, source, atMs) => {
      input.log.info({ stock, source, atMs }, 'market feed resumed');
    },
  });
  return {
    config: input.config,
    db: input.db,
    log: input.log,
    clock,
    authenticate: createAuthenticate({ db: input.db, clock, keys }),
    keys,
    passwordHasher: input.passwordHasher ?? createArgon2Hasher(),
    codeSender:
      input.codeSender ??
      createLogCodeSender({ db: input.db, log: input.log, clock, demo: input.config.demo }),
    identityProvider: input.identityProvider ?? createSandboxIdentityProvider(),
    economicCalendar: input.economicCalendar ?? createSampleEconomicProvider(clock),
    bus:
      input.bus ??
      createInProcessBus({
        sequence: createMemberSequence(clock.nowMs()),
        onListenerError: (error, message) => {
          input.log.error({ err: error, destination: message.destination }, 'socket delivery failed');
        },
      }),
    realtimeLimits: { ...defaultRealtimeLimits, ...input.realtimeLimits },
    market,
  };
}
