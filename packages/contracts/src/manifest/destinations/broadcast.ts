// Generated from the definitions in src/sockets/broadcast.ts: do not edit by hand. After changing one
// run `npx tsx apps/web/scripts/write-contract-manifest.ts`; destination-refs.test.ts fails while this
// file and the definitions disagree.
import type * as defs from '../../sockets/broadcast.ts';
import type { DestinationRef } from '../destination-ref.ts';

export const futuresInfoTopic: DestinationRef<typeof defs.futuresInfoTopic> = {
  destination: '/topic/futures_info',
  params: [],
  direction: 'subscribe',
  scope: 'broadcast',
  payloadCheck: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            stock: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$' },
            lastPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
            markPrice: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
            priceChangePercent: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
            fundingRate: { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' },
            nextFundingAt: {
              type: 'string',
              pattern:
                '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
            },
          },
          required: ['stock', 'lastPrice', 'markPrice', 'priceChangePercent', 'fundingRate', 'nextFundingAt'],
        },
      },
    },
    required: ['items'],
  },
};
export const messageQueue: DestinationRef<typeof defs.messageQueue> = {
  destination: '/queue/message',
  params: [],
  direction: 'subscribe',
  scope: 'broadcast',
  payloadCheck: {
    type: 'object',
    properties: {
      siteInfoId: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
      level: { type: 'string', enum: ['info', 'success', 'warning', 'error'] },
      message: { type: 'string' },
      at: {
        type: 'string',
        pattern:
          '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
      },
    },
    required: ['siteInfoId', 'level', 'message', 'at'],
  },
};
export const noticeTopicDestination: DestinationRef<typeof defs.noticeTopicDestination> = {
  destination: '/topic/notice/{siteId}',
  params: ['siteId'],
  direction: 'subscribe',
  scope: 'broadcast',
  payloadCheck: {
    oneOf: [
      {
        type: 'object',
        properties: {
          type: { type: 'string', const: 'FORCE_NOTICE' },
          id: { type: 'integer', exclusiveMinimum: 0, maximum: 2147483647 },
          title: { type: 'string' },
          content: { type: 'string' },
          at: {
            type: 'string',
            pattern:
              '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
          },
        },
        required: ['type', 'id', 'title', 'content', 'at'],
      },
    ],
  },
};
