// Generated from the route definitions in src/routes/chat: do not edit by hand. After changing
// a definition run `npx tsx apps/web/scripts/write-contract-manifest.ts`; manifest.test.ts fails
// while this file and the definitions disagree.
import type * as defs from '../routes/chat/index.ts';
import type { RouteRef } from './route-ref.ts';

export const adminChatClaim: RouteRef<typeof defs.adminChatClaim> = {
  module: 'chat',
  name: 'adminChatClaim',
  method: 'POST',
  path: '/admin/chat/claim',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminChatClose: RouteRef<typeof defs.adminChatClose> = {
  module: 'chat',
  name: 'adminChatClose',
  method: 'POST',
  path: '/admin/chat/close',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminChatHistory: RouteRef<typeof defs.adminChatHistory> = {
  module: 'chat',
  name: 'adminChatHistory',
  method: 'GET',
  path: '/admin/chat/history',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminChatQueue: RouteRef<typeof defs.adminChatQueue> = {
  module: 'chat',
  name: 'adminChatQueue',
  method: 'GET',
  path: '/admin/chat/queue',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminChatRead: RouteRef<typeof defs.adminChatRead> = {
  module: 'chat',
  name: 'adminChatRead',
  method: 'POST',
  path: '/admin/chat/read',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminChatSend: RouteRef<typeof defs.adminChatSend> = {
  module: 'chat',
  name: 'adminChatSend',
  method: 'POST',
  path: '/admin/chat/send',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const adminChatTyping: RouteRef<typeof defs.adminChatTyping> = {
  module: 'chat',
  name: 'adminChatTyping',
  method: 'POST',
  path: '/admin/chat/typing',
  access: 'operator',
  site: 'required',
  multipart: false,
};
export const chatHistory: RouteRef<typeof defs.chatHistory> = {
  module: 'chat',
  name: 'chatHistory',
  method: 'GET',
  path: '/chat/history',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const chatRead: RouteRef<typeof defs.chatRead> = {
  module: 'chat',
  name: 'chatRead',
  method: 'POST',
  path: '/chat/read',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const chatSend: RouteRef<typeof defs.chatSend> = {
  module: 'chat',
  name: 'chatSend',
  method: 'POST',
  path: '/chat/send',
  access: 'member',
  site: 'required',
  multipart: false,
};
export const chatTyping: RouteRef<typeof defs.chatTyping> = {
  module: 'chat',
  name: 'chatTyping',
  method: 'POST',
  path: '/chat/typing',
  access: 'member',
  site: 'required',
  multipart: false,
};
