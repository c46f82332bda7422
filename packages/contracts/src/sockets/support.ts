import { z } from 'zod';
import { idSchema } from '../wire.ts';
import { defineDestination } from './destination.ts';

// The operators' side of 1:1 inquiries (Baro addition, docs/spec-interpretations.md "Support and
// content on the server"): every operator session of the site hears an inquiry arrive and get
// answered, with how many still wait, so a queue screen keeps itself current without polling.

const waitingCount = z
  .number()
  .int()
  .nonnegative()
  .describe("The site's inquiries waiting for an answer after this change.");

export const operatorContactEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CONTACT_WAITING'), contactId: idSchema, memberId: idSchema, waitingCount }),
  z.object({
    type: z.literal('CONTACT_ANSWERED'),
    contactId: idSchema,
    memberId: idSchema,
    answeredBy: idSchema.describe('The operator who answered (or opened) it.'),
    waitingCount,
  }),
]);
export type OperatorContactEvent = z.infer<typeof operatorContactEventSchema>;

export const operatorContactQueue = defineDestination({
  destination: '/operator/queue/contact',
  direction: 'subscribe',
  scope: 'operator',
  summary: "The site's 1:1 inquiries as members send them and operators answer them, with how many wait.",
  payload: operatorContactEventSchema,
});
