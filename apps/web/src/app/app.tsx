import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { DialogHost } from '../ui/dialog-host.tsx';
import { ToastHost } from '../ui/toast-host.tsx';
import type { Services } from './services.ts';
import { ServicesProvider } from './services-context.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app: services, messages, the query cache, the routes, and the dialog and toast hosts. */
export function App({ services, router }: { services: Services; router: AppRouter }) {
  return (
    <ServicesProvider services={services}>
      <I18nextProvider i18n={services.i18n}>
        <QueryClientProvider client={services.queryClient}>
          <RouterProvider router={router} />
          <DialogHost />
          <ToastHost />
        </QueryClientProvider>
      </I18nextProvider>
    </ServicesProvider>
  );
}
