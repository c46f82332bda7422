import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '../routes/router/index.ts';
import type { Router } from '../routes/router/index.ts';
import { isSignedIn } from '../state/app-store.ts';
import { DialogHost } from '../ui/dialog-host.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import { TopProgressBar } from '../ui/top-progress-bar.tsx';
import type { Services } from './services.ts';
import { ServicesProvider, useAppState } from './services-context.tsx';

/**
 * Toasts announce socket events, which only a signed-in member receives: the toaster loads when
 * the browser is idle once someone has signed in (or on an earlier toast), never for a guest's page.
 */
function AppToastHost() {
  const signedIn = useAppState(isSignedIn);
  return <ToastHost mountOnFirstInput={signedIn} />;
}

/** Spec §4's pending calls, as a thin bar at the top of the screen. */
function RequestProgress() {
  const busy = useAppState((state) => state.pendingRequests > 0);
  return <TopProgressBar busy={busy} />;
}

/** The app: services, the query cache, the routes, the progress bar, and the dialog and toast hosts. */
export function App({ services, router }: { services: Services; router: Router }) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <RequestProgress />
        <RouterProvider router={router} />
        <DialogHost />
        <AppToastHost />
      </QueryClientProvider>
    </ServicesProvider>
  );
}
