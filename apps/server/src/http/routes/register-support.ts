import { contact, content, messages, site } from '@baro/contracts';
import type { Router } from '../router.ts';
import { adminAnswerContactHandler } from './admin/contact/answer.ts';
import { adminCreateContactHandler } from './admin/contact/create.ts';
import { adminListContactsHandler } from './admin/contact/list.ts';
import { adminUploadFileHandler } from './admin/file/upload.ts';
import { adminSendMessageHandler } from './admin/message/send.ts';
import { adminCreateContentHandler } from './admin/content/create.ts';
import { adminListContentHandler } from './admin/content/list.ts';
import { adminSetContentOpenHandler } from './admin/content/open.ts';
import { adminOrderContentHandler } from './admin/content/order.ts';
import { adminPublishLiveNoticeHandler } from './admin/content/publish-live.ts';
import { adminUpdateContentHandler } from './admin/content/update.ts';
import { createContactHandler } from './contact/create.ts';
import { listContactsHandler } from './contact/list.ts';
import { countUnreadContactsHandler } from './contact/my-unread-count.ts';
import { readAllContactsHandler } from './contact/read-all.ts';
import { readContactHandler } from './contact/read.ts';
import { deleteMessageHandler } from './message/delete.ts';
import { listMessagesHandler } from './message/list.ts';
import { countUnreadMessagesHandler } from './message/my-unread-count.ts';
import { readAllMessagesHandler } from './message/read-all.ts';
import { noticeCategoriesHandler, staticPageHandler } from './content/pages.ts';
import { contentDetailHandler, contentListHandler } from './content/posts.ts';

/**
 * Support and content (issue 18, docs/support-design.md §2): the site's posts for members and guests,
 * and the operators' calls behind them.
 */
export function registerSupportHandlers(router: Router): void {
  router.add(content.listNotices, contentListHandler('NOTICE'));
  router.add(content.getNotice, contentDetailHandler('NOTICE'));
  router.add(content.listNoticeCategories, noticeCategoriesHandler);
  router.add(content.listFaqs, contentListHandler('FAQ'));
  router.add(content.getFaq, contentDetailHandler('FAQ'));
  router.add(content.listStrategies, contentListHandler('STRATEGY'));
  router.add(content.getStrategy, contentDetailHandler('STRATEGY'));
  router.add(content.listPromotions, contentListHandler('PROMOTION'));
  router.add(content.getPromotion, contentDetailHandler('PROMOTION'));
  router.add(content.listPopups, contentListHandler('POPUP'));
  router.add(content.getPopup, contentDetailHandler('POPUP'));
  router.add(content.getStaticPage, staticPageHandler);
  // Operators, own site only, each write audited (Baro additions).
  router.add(content.adminListContent, adminListContentHandler);
  router.add(content.adminCreateContent, adminCreateContentHandler);
  router.add(content.adminUpdateContent, adminUpdateContentHandler);
  router.add(content.adminSetContentOpen, adminSetContentOpenHandler);
  router.add(content.adminOrderContent, adminOrderContentHandler);
  router.add(content.adminPublishLiveNotice, adminPublishLiveNoticeHandler);
  router.add(site.adminUploadFile, adminUploadFileHandler);
  // 1:1 inquiries: the member's own, and the operators' queue and answer.
  router.add(contact.createContact, createContactHandler);
  router.add(contact.listContacts, listContactsHandler);
  router.add(contact.readContact, readContactHandler);
  router.add(contact.readAllContacts, readAllContactsHandler);
  router.add(contact.countUnreadContacts, countUnreadContactsHandler);
  router.add(contact.adminListContacts, adminListContactsHandler);
  router.add(contact.adminAnswerContact, adminAnswerContactHandler);
  router.add(contact.adminCreateContact, adminCreateContactHandler);
  // Messages: the member's box, and the operators' send.
  router.add(messages.countUnreadMessages, countUnreadMessagesHandler);
  router.add(messages.listMessages, listMessagesHandler);
  router.add(messages.readAllMessages, readAllMessagesHandler);
  router.add(messages.deleteMessage, deleteMessageHandler);
  router.add(messages.adminSendMessage, adminSendMessageHandler);
}
