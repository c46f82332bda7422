import { z } from 'zod';
import { commaEnumList, idQuery, pageQuery, resultType } from '../../wire.ts';
import { contentCategory } from './records.ts';

/**
 * The filters of every content list (spec §7 "Content"). Members only ever get open posts; `isOpenStrs`
 * can narrow that but never widen it, since unopened posts are drafts for the operators.
 */
export const contentListQuery = pageQuery.extend({
  resultType,
  isOpenStrs: commaEnumList(['0', '1']).optional(),
  keyword: z.string().trim().max(100).optional(),
  category: contentCategory.optional(),
});

/** One post by its id (`contentId` in the spec). */
export const contentDetailQuery = z.object({ contentId: idQuery });
