import { DrawerPanel, type DrawerProps } from './drawer-panel.tsx';

/** The stock drawer's width (spec §2, §9). */
export const LEFT_DRAWER_WIDTH_PX = 256;

/**
 * The shell of the stock drawer (spec §2): slides in from the left, 256 px wide (never more than 85%
 * of a narrow screen), full height, with a title such as 선물거래. The caller fills in the list.
 */
export function LeftDrawer(props: DrawerProps) {
  return (
    <DrawerPanel
      {...props}
      testId="left-drawer"
      placement="inset-y-0 left-0 w-[256px] max-w-[85vw] border-r border-line pb-[env(safe-area-inset-bottom)]"
      hiddenTransform="-translate-x-full"
      startingTransform="starting:-translate-x-full"
    />
  );
}
