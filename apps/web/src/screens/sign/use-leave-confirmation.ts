import { useEffect } from 'react';
import { useBlocker } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { messageOf } from '../../i18n/i18n.ts';

/**
 * Spec §2: leaving signup part way asks 회원가입을 멈추시겠습니까?. In-app navigation waits for the
 * answer; closing or reloading the tab gets the browser's own question.
 */
export function useLeaveConfirmation(active: boolean): void {
  const { dialogs, i18n } = useServices();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void dialogs.confirm(messageOf(i18n, 'SIGNUP_LEAVE_CONFIRM')).then((leave) => {
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, dialogs, i18n]);

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
