import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { createLogCodeSender } from './code-sender.ts';
import type { CodeMessage } from './code-sender.ts';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
}

/** A pino logger whose lines are kept in memory. */
function capturedLog() {
  const lines: LogLine[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { log, lines };
}

const unusedDb: Queryable = {
  query: () => Promise.reject(new Error('the log sender touched the database outside demo mode')),
  exec: () => Promise.reject(new Error('unexpected exec')),
};

const message: CodeMessage = {
  siteId: 1,
  siteName: 'Baro',
  channel: 'PHONE',
  target: '01012345678',
  code: '123456',
  expiresInSeconds: 180,
};

const warn = pino.levels.values.warn!;

describe('the log code sender', () => {
  it('outside demo mode, warns once at start that codes go to the log, not per code', async () => {
    const { log, lines } = capturedLog();
    const sender = createLogCodeSender({ db: unusedDb, log, clock: { nowMs: () => 0 }, demo: false });
    await sender.send(message);
    await sender.send({ ...message, code: '654321' });

    const warnings = lines.filter((line) => line.level === warn);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/no SMS or e-mail sender is configured/);
    expect(lines.indexOf(warnings[0]!)).toBe(0);
    expect(lines.filter((line) => line.code !== undefined).map((line) => line.code)).toEqual([
      '123456',
      '654321',
    ]);
  });

  it('in demo mode, says nothing at start: the outbox is the intended delivery', () => {
    const { log, lines } = capturedLog();
    createLogCodeSender({ db: unusedDb, log, clock: { nowMs: () => 0 }, demo: true });
    expect(lines).toEqual([]);
  });
});
