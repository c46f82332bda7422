import { useEffect } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useRouterContext } from './contexts.ts';
import { createPath, resolvePath } from './location.ts';
import type { NavigateOptions } from './create-router.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: string;
  readonly replace?: boolean;
  readonly state?: unknown;
}

/** A plain left click the app handles itself; anything else (new tab, modifier keys) the browser does. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (target === undefined || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** An `<a>` that navigates inside the app; a link to the page already shown replaces it. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { router, state: routerState } = useRouterContext('Link');
  const href = createPath(resolvePath(to, routerState.location));
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isAppClick(event, target)) return;
        event.preventDefault();
        const here = createPath(router.state.location);
        void router.navigate(href, { replace: replace ?? here === href, state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on its own path, not on the paths below it. */
  readonly end?: boolean;
  readonly className?: string | ((args: { isActive: boolean }) => string | undefined);
}

/** Whether a link to `to` is the current page (or, without `end`, an ancestor of it). */
export function isActivePath(to: string, pathname: string, end: boolean): boolean {
  const target = to.length > 1 ? to.replace(/\/+$/, '').toLowerCase() : to;
  const here = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  if (here === target) return true;
  if (end || target === '/') return false;
  return here.startsWith(`${target}/`);
}

/**
 * A link that knows whether it is the current page: `aria-current="page"` and the class `active`
 * (or what the `className` function answers) when it is.
 */
export function NavLink({
  end = false,
  className,
  'aria-current': ariaCurrent = 'page',
  ...rest
}: NavLinkProps) {
  const { state } = useRouterContext('NavLink');
  const isActive = isActivePath(resolvePath(rest.to, state.location).pathname, state.location.pathname, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} className={classes} aria-current={isActive ? ariaCurrent : undefined} />;
}

/** Navigates as soon as it renders (a redirect): `<Navigate to="/" replace />`. */
export function Navigate({ to, ...options }: { to: string } & NavigateOptions): ReactNode {
  const { router } = useRouterContext('Navigate');
  const { replace, state } = options;
  useEffect(() => {
    void router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}
