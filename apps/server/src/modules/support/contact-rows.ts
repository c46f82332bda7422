import type { contact } from '@baro/contracts';

/** A `contact` row (migration 0020) as the reads select it, with the member's username. */
export interface ContactRow {
  readonly id: number;
  readonly member_id: number;
  readonly username: string;
  readonly started_by: 'MEMBER' | 'OPERATOR';
  readonly question: string;
  readonly answer: string | null;
  readonly answered_by: number | null;
  readonly answered_at: Date | null;
  readonly answer_read_at: Date | null;
  readonly created_at: Date;
}

/** The columns of `ContactRow`, from `contact c JOIN member m`. */
export const contactColumns = `c.id, c.member_id, m.username, c.started_by, c.question, c.answer, c.answered_by, c.answered_at,
  c.answer_read_at, c.created_at`;

/** Read: an answer the member opened, or no answer yet (there is nothing to read). */
export const contactIsRead = '(c.answer IS NULL OR c.answer_read_at IS NOT NULL)';

export function toContact(row: ContactRow): contact.Contact {
  return {
    id: row.id,
    startedBy: row.started_by,
    question: row.question,
    answer: row.answer,
    isAnswer: row.answer !== null,
    isRead: row.answer === null || row.answer_read_at !== null,
    createdAt: row.created_at.toISOString(),
    answeredAt: row.answered_at?.toISOString() ?? null,
  };
}

export function toAdminContact(row: ContactRow): contact.AdminContact {
  return { ...toContact(row), memberId: row.member_id, username: row.username, answeredBy: row.answered_by };
}
