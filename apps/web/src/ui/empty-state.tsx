import { Inbox, type LucideIcon } from 'lucide-react';
import { Link } from '../routes/router/index.ts';
import { cx } from './class-names.ts';

/** A next step: a button that does something, or a link to another page of the app. */
export type EmptyStateAction =
  { readonly label: string; readonly onClick: () => void } | { readonly label: string; readonly to: string };

export interface EmptyStateProps {
  /** A lucide icon; an empty inbox by default. */
  icon?: LucideIcon;
  /** In Korean, e.g. '거래내역이 없습니다.' */
  message: string;
  /** A next step, e.g. { label: '입금하기', onClick } or { label: '1:1 문의하기', to: '/more/contact' }. */
  action?: EmptyStateAction;
  className?: string;
}

const actionClass =
  'mt-1 flex h-10 items-center rounded-lg bg-surface-2 px-4 text-sm font-semibold text-text outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent';

/** What a list shows when it has nothing in it: an icon, a message and perhaps a next step. */
export function EmptyState({ icon: Icon = Inbox, message, action, className }: EmptyStateProps) {
  return (
    <div className={cx('flex flex-col items-center justify-center gap-3 px-6 py-12 text-center', className)}>
      <Icon aria-hidden="true" className="size-10 text-text-dim" strokeWidth={1.5} />
      <p className="text-sm break-keep text-text-dim">{message}</p>
      {action !== undefined &&
        ('to' in action ? (
          <Link to={action.to} className={actionClass}>
            {action.label}
          </Link>
        ) : (
          <button type="button" onClick={action.onClick} className={actionClass}>
            {action.label}
          </button>
        ))}
    </div>
  );
}
