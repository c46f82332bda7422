/**
 * The look of a text field, shared by the inputs here. 16 px text (text-base) because iOS Safari
 * zooms the page into any focused field with smaller text.
 */
export const INPUT_CLASS =
  'h-11 w-full rounded-lg border border-line bg-surface-2 px-3 text-base text-text placeholder:text-text-dim outline-none focus:border-accent focus-visible:ring-1 focus-visible:ring-accent disabled:opacity-50 aria-[invalid=true]:border-danger';
