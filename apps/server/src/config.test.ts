import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the embedded demo on port 8080 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('./data');
    expect(config.demo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('seeds no demo against a real database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/baro' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/baro', DEMO: 'true' }).demo).toBe(true);
  });

  it('trusts only the proxies it is told about, never every forwarded address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('treats a variable set to the empty string as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it('names every bad value in one message', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_SECRET: 'short', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'TOKEN_SECRET', 'LOG_LEVEL'])
        expect(message).toContain(name);
    }
  });

  it('reads flags and numbers from their string form', () => {
    const config = loadConfig({ PORT: '9000', TRUST_PROXY: '2', ACCESS_TOKEN_TTL_SECONDS: '60' });
    expect(config.port).toBe(9000);
    expect(config.trustProxy).toBe(2);
    expect(config.accessTokenTtlSeconds).toBe(60);
  });

  it('runs the clock ahead only on a demo, by a whole non-negative number of ms', () => {
    expect(loadConfig({}).clockOffsetMs).toBe(0);
    expect(loadConfig({ CLOCK_OFFSET_MS: '3600000' }).clockOffsetMs).toBe(3_600_000);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@db/baro', DEMO: 'true', CLOCK_OFFSET_MS: '1' }).clockOffsetMs,
    ).toBe(1);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@db/baro', CLOCK_OFFSET_MS: '1' })).toThrow(
      /CLOCK_OFFSET_MS.*DEMO/,
    );
    expect(() => loadConfig({ DEMO: 'false', CLOCK_OFFSET_MS: '1' })).toThrow(ConfigError);
    for (const bad of ['-1', '1.5', 'soon', String(367 * 86_400_000)]) {
      expect(() => loadConfig({ CLOCK_OFFSET_MS: bad })).toThrow(/CLOCK_OFFSET_MS/);
    }
  });
});
