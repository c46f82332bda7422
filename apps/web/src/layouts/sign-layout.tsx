import type { ReactNode } from 'react';
import type { HeaderOptions } from '../routes/route-types.ts';
import { AppHeader } from './app-header.tsx';

/**
 * The sign layout (spec §2 auth routes): no footer and no menu; sign-in draws its own brand, the
 * other pages have a header with a way back to sign-in.
 */
export function SignLayout({ header, children }: { header: HeaderOptions | false; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-app flex-col bg-bg">
      {header !== false && <AppHeader options={header} />}
      <main className="flex flex-1 flex-col px-5 pt-6 pb-[calc(2rem+env(safe-area-inset-bottom))]">
        {children}
      </main>
    </div>
  );
}
