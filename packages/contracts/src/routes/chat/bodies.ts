import { z } from 'zod';
import { idQuery, idSchema } from '../../wire.ts';
import { CHAT_BODY_LENGTH_MAX } from './records.ts';

/**
 * C0 controls other than tab and line breaks (LF, CR), and DEL: never part of a message a person typed, and NUL
 * cannot be stored in PostgreSQL text at all.
 */
function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Characters as the database counts them (code points, not UTF-16 units). */
function codePointCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

const chatBody = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (hasForbiddenCharacter(text)) ctx.addIssue({ code: 'custom', message: 'CHAT_INVALID_CHARACTER' });
    else if (codePointCount(text) > CHAT_BODY_LENGTH_MAX)
      ctx.addIssue({ code: 'custom', message: 'CHAT_BODY_TOO_LONG', params: { max: CHAT_BODY_LENGTH_MAX } });
  });

/** A message to send: text, an image, or both; `clientId` makes the send safe to retry. */
export const chatSendFields = {
  clientId: z.uuid(),
  body: chatBody.optional(),
  fileId: z.uuid().optional(),
};

/** Whether a message has text or an image: one with neither is CHAT_EMPTY. */
export function hasContent(message: { body?: string | undefined; fileId?: string | undefined }): boolean {
  return (message.body ?? '') !== '' || message.fileId !== undefined;
}

const seqQuery = z.coerce
  .number<string | number>()
  .int()
  .nonnegative()
  .max(2 ** 31 - 1);

/** A page of history: after `afterSeq` (catching up, oldest first) or before `beforeSeq` (scrolling back). */
export const chatHistoryFields = {
  afterSeq: seqQuery.optional(),
  beforeSeq: seqQuery.optional(),
  size: z.coerce.number<string | number>().int().min(1).max(100).default(50),
};

export const chatReadFields = {
  seq: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 31 - 1),
};

export const conversationIdBody = { conversationId: idSchema };
export const conversationIdQuery = { conversationId: idQuery };
