import type { CatalogueEntry } from './entry.ts';

/**
 * What one member may send (issue 14): an upload must arrive whole, and uploads are counted per
 * member and rolling hour, so a script cannot fill the site's disk. Deposit and withdrawal limits
 * answer with the wallet area's `*_AMOUNT_BELOW_MIN` / `*_AMOUNT_ABOVE_MAX`, which name the limit.
 */
export const requestLimitErrors = {
  UPLOAD_INCOMPLETE: {
    status: 400,
    ko: '파일 전송이 완료되지 않았습니다. 다시 올려주세요.',
    en: 'The upload did not arrive complete. Please upload the file again.',
  },
  UPLOAD_QUOTA_EXCEEDED: {
    status: 429,
    ko: '1시간에 올릴 수 있는 파일은 {files}개, {size}까지입니다. 잠시 후 다시 시도해주세요.',
    en: 'You can upload {files} files or {size} per hour. Please try again later.',
  },
} as const satisfies Record<string, CatalogueEntry>;
