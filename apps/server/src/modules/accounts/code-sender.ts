import type { Logger } from 'pino';
import type { Clock } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';

export type CodeChannel = 'EMAIL' | 'PHONE';

export interface CodeMessage {
  readonly siteId: number;
  readonly siteName: string;
  readonly channel: CodeChannel;
  /** The normalised phone number or e-mail address. */
  readonly target: string;
  readonly code: string;
  readonly expiresInSeconds: number;
}

/**
 * Delivers verification codes. This is the only place a code may be written out; an SMS or mail
 * provider implements it in production.
 */
export interface CodeSender {
  send(message: CodeMessage): Promise<void>;
}

export function codeMessageText(message: CodeMessage): string {
  const minutes = Math.ceil(message.expiresInSeconds / 60);
  return `[${message.siteName}] 인증번호는 ${message.code} 입니다. ${minutes}분 안에 입력해주세요.`;
}

/**
 * The default sender, for running without an SMS or mail provider: it writes the code to the log for
 * the operator (DOMAIN.md §7) and, in the demo build, also to the `demo_outbox` table, where an
 * operator or a test can read it. Codes never go into a response, whatever the mode.
 *
 * Outside the demo this is almost always a deployment that forgot its provider: members wait for
 * texts that never come, and the log holds codes that prove their phones. It says so once, at start,
 * as a warning, rather than only in each code's line.
 */
export function createLogCodeSender(deps: {
  db: Queryable;
  log: Logger;
  clock: Clock;
  demo: boolean;
}): CodeSender {
  if (!deps.demo) {
    deps.log.warn(
      'no SMS or e-mail sender is configured: verification codes are written to this log, not sent',
    );
  }
  return {
    async send(message) {
      const text = codeMessageText(message);
      deps.log.info(
        { siteId: message.siteId, channel: message.channel, target: message.target, code: message.code },
        'verification code (log sender: no SMS or mail provider is configured)',
      );
      if (!deps.demo) return;
      await deps.db.query(
        `INSERT INTO demo_outbox (site_id, channel, target, message, created_at) VALUES ($1, $2, $3, $4, $5)`,
        [message.siteId, message.channel, message.target, text, new Date(deps.clock.nowMs())],
      );
    },
  };
}
