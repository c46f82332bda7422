import { DrawerPanel, type DrawerProps } from './drawer-panel.tsx';

/**
 * The shell of the coin drawer (spec §2): covers the whole phone screen with a title such as
 * 코인선택 and slides in from the right. On a wide screen it keeps a phone's width at the right edge,
 * with the dimmed page beside it.
 */
export function FullScreenDrawer(props: DrawerProps) {
  return (
    <DrawerPanel
      {...props}
      testId="full-screen-drawer"
      placement="inset-y-0 right-0 w-full sm:w-[430px] sm:border-l sm:border-line pb-[env(safe-area-inset-bottom)]"
      hiddenTransform="translate-x-full"
      startingTransform="starting:translate-x-full"
    />
  );
}
