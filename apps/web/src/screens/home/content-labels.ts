import type { ContentBoard } from '../../queries/content-queries.ts';

/**
 * Korean names of the category keys the operators file posts under. The categories call answers the
 * keys only (`string[]`), so the common ones are named here and any other shows as its key.
 */
const categoryLabels: Readonly<Record<string, string>> = {
  notice: '공지',
  event: '이벤트',
  update: '업데이트',
  maintenance: '점검',
  dnw: '입출금',
  round: '라운드',
  futures: '선물',
  oversea: '해외선물',
  account: '계정',
};

export function categoryLabel(key: string): string {
  return categoryLabels[key] ?? key;
}

/** Each board's name and what it says when it has nothing to show. */
export const boardTexts: Readonly<Record<ContentBoard, { title: string; empty: string }>> = {
  notice: { title: '공지사항', empty: '등록된 공지사항이 없습니다.' },
  strategy: { title: '투자정보', empty: '등록된 투자정보가 없습니다.' },
  faq: { title: '자주 묻는 질문', empty: '등록된 질문이 없습니다.' },
  promotion: { title: '이벤트', empty: '진행 중인 이벤트가 없습니다.' },
};
