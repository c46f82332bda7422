// Generated from the definitions in src/sockets/support.ts: do not edit by hand. After changing one
// run `npx tsx apps/web/scripts/write-contract-manifest.ts`; destination-refs.test.ts fails while this
// file and the definitions disagree.
import type * as defs from '../../sockets/support.ts';
import type { DestinationRef } from '../destination-ref.ts';

export const operatorContactQueue: DestinationRef<typeof defs.operatorContactQueue> = {
  destination: '/operator/queue/contact',
  params: [],
  direction: 'subscribe',
  scope: 'operator',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CONTACT_WAITING' },
          contactId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          waitingCount: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'contactId', 'memberId', 'waitingCount'],
      },
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'CONTACT_ANSWERED' },
          contactId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          memberId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          answeredBy: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          waitingCount: { type: 'integer', minimum: 0, maximum: 9007199254740991 },
        },
        required: ['type', 'contactId', 'memberId', 'answeredBy', 'waitingCount'],
      },
    ],
  },
};
