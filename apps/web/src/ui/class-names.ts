/** Joins the class names that are set: `cx('a', open && 'b', undefined)` → 'a b' or 'a'. */
export function cx(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' ');
}
