import { content } from '@baro/contracts';
import type { Router } from '../router.ts';
import { adminCreateContentHandler } from './admin/content/create.ts';
import { adminListContentHandler } from './admin/content/list.ts';
import { adminSetContentOpenHandler } from './admin/content/open.ts';
import { adminOrderContentHandler } from './admin/content/order.ts';
import { adminUpdateContentHandler } from './admin/content/update.ts';
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
}
