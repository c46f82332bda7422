// Generated from the route definitions in src/routes/messages: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/messages/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adminSendMessage: RouteRef<typeof defs.adminSendMessage> = {
  module: 'messages',
  name: 'adminSendMessage',
  method: 'POST',
  path: '/admin/message/send',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const countUnreadMessages: RouteRef<typeof defs.countUnreadMessages> = {
  module: 'messages',
  name: 'countUnreadMessages',
  method: 'GET',
  path: '/message/my_unread_count',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const deleteMessage: RouteRef<typeof defs.deleteMessage> = {
  module: 'messages',
  name: 'deleteMessage',
  method: 'POST',
  path: '/message/delete',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const listMessages: RouteRef<typeof defs.listMessages> = {
  module: 'messages',
  name: 'listMessages',
  method: 'GET',
  path: '/message/list',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const readAllMessages: RouteRef<typeof defs.readAllMessages> = {
  module: 'messages',
  name: 'readAllMessages',
  method: 'POST',
  path: '/message/read_all',
  access: 'member',
  site: 'required',
  multipart: false,
};
