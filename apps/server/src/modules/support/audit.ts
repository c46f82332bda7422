import type { OperatorCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';

export type OperatorAction =
  | 'CONTENT_CREATE'
  | 'CONTENT_UPDATE'
  | 'CONTENT_OPEN'
  | 'CONTENT_CLOSE'
  | 'CONTENT_ORDER'
  | 'NOTICE_LIVE'
  | 'CONTACT_ANSWER'
  | 'CONTACT_CREATE'
  | 'MESSAGE_SEND'
  | 'CHAT_CLAIM'
  | 'CHAT_REPLY'
  | 'CHAT_CLOSE';

export interface AuditTarget {
  readonly kind: 'CONTENT' | 'CONTACT' | 'MESSAGE' | 'CHAT';
  readonly id: number;
}

/**
 * Appends what an operator did to `operator_audit` (migration 0020), in the action's own transaction:
 * an action without its audit row cannot commit. `detail` says what changed, never whole bodies.
 */
export async function recordOperatorAction(
  tx: Queryable,
  caller: OperatorCaller,
  action: OperatorAction,
  target: AuditTarget,
  detail: Readonly<Record<string, unknown>> = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO operator_audit (site_id, admin_id, action, target_kind, target_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [caller.siteId, caller.adminId, action, target.kind, target.id, JSON.stringify(detail)],
  );
}
