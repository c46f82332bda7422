import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../app/services-context.tsx';
import { json, marketServices } from '../market/market-test-kit.tsx';
import { useSecondClock } from './use-futures-info.ts';

const HOUR_MS = 3_600_000;

describe('useSecondClock', () => {
  it("counts on the server's clock: a phone an hour slow still counts down to the server's funding time", async () => {
    const { services } = marketServices({
      routes: {
        '/api/server_time_offset': () => json(200, { serverTimeMs: Date.now() + HOUR_MS, offsetMs: HOUR_MS }),
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
      </ServicesProvider>
    );
    const { result } = renderHook(() => useSecondClock(), { wrapper });
    await waitFor(() => {
      expect(result.current - Date.now()).toBeGreaterThan(HOUR_MS - 60_000);
    });
    expect(result.current - Date.now()).toBeLessThan(HOUR_MS + 60_000);
  });
});
