import { useEffect } from 'react';
import { useBlocker } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { messageOf } from '../../i18n/i18n.ts';
import type { PlainMessageCode } from '../../i18n/i18n.ts';

/**
 * Leaving a form part way asks first (spec §2: signup asks 회원가입을 멈추시겠습니까?; an inquiry
 * being written asks too): in-app navigation waits for the answer, closing or reloading the tab gets
 * the browser's own question. `question` is the catalogued confirmation to ask.
 */
export function useLeaveConfirmation(active: boolean, question: PlainMessageCode): void {
  const { dialogs, i18n } = useServices();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialogs.confirm(messageOf(i18n, question)).then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, dialogs, i18n, question]);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [active]);
}
