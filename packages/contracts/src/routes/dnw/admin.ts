import { z } from 'zod';
import { defineRoute } from '../../route.ts';
import { commaEnumList, idSchema, pageOf, pageQuery, timestamp } from '../../wire.ts';
import { dnwHistorySchema, dnwStatusValues, dnwTypeValues } from './records.ts';

/** Who settled a request: an operator, the member (a cancellation) or a payment provider's confirmation. */
export const dnwActorKind = z.enum(['OPERATOR', 'MEMBER', 'PROVIDER']);

/** One decision of the decision log: who settled a request, when, how and why. */
export const dnwDecisionSchema = z.object({
  decision: z.enum(['APPROVED', 'REJECTED', 'CANCELLED']),
  actorKind: dnwActorKind,
  /** The operator's admin id; null for a member's cancellation or a provider's confirmation. */
  adminId: idSchema.nullable(),
  /** The operator's username, the member's username or the provider's name. */
  actorName: z.string(),
  reason: z.string().nullable(),
  decidedAt: timestamp,
});

/**
 * A request as the back office sees it: the member's history row plus whose it is, how it arrived
 * (`BANK`: bank transfer or coin address, `P2P`: the site's P2P desk, `PROVIDER`: a payment
 * provider), the details the desk needs, and the decision once there is one.
 */
export const adminDnwSchema = dnwHistorySchema.extend({
  memberId: idSchema,
  username: z.string(),
  channel: z.enum(['BANK', 'P2P', 'PROVIDER', 'WALLET']),
  provider: z.string().nullable(),
  address: z.string().nullable(),
  detail: z.record(z.string(), z.string()).nullable(),
  decision: dnwDecisionSchema.nullable(),
});
export type AdminDnw = z.infer<typeof adminDnwSchema>;

/** Baro addition: the back office's queue of requests (pending ones unless other statuses are named). */
export const adminListDnw = defineRoute({
  method: 'GET',
  path: '/admin/dnw/list',
  access: 'operator',
  area: 'dnw',
  summary: "Lists the operator's site's deposit, withdrawal, buy, sell and P2P requests, oldest first.",
  spec: [],
  query: pageQuery.extend({
    typeStrs: commaEnumList(dnwTypeValues).optional(),
    statusStrs: commaEnumList(dnwStatusValues).optional(),
  }),
  response: pageOf(adminDnwSchema),
});

/** Baro addition: an operator approves a pending request; money moves in the same transaction. */
export const adminApproveDnw = defineRoute({
  method: 'POST',
  path: '/admin/dnw/approve',
  access: 'operator',
  area: 'dnw',
  summary: 'Approves a pending request: a deposit or buy is credited, a withdrawal or sell is paid out.',
  spec: [],
  body: z.object({ dnwHistoryId: idSchema }),
  response: adminDnwSchema,
});

/** Baro addition: an operator rejects a pending request with a reason the member is shown. */
export const adminRejectDnw = defineRoute({
  method: 'POST',
  path: '/admin/dnw/reject',
  access: 'operator',
  area: 'dnw',
  summary: 'Rejects a pending request with a reason; a reserved withdrawal or sell is released.',
  spec: [],
  body: z.object({ dnwHistoryId: idSchema, reason: z.string().trim().min(1).max(500) }),
  response: adminDnwSchema,
});
