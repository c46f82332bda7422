import type { DestinationRef } from '@baro/contracts/manifest/destination-ref';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../app/services-context.tsx';
import { marketServices } from '../../market/market-test-kit.tsx';
import { currentRoundQuery } from '../../rounds/round-queries.ts';
import { round30 } from '../../rounds/round-test-kit.ts';
import type { DestinationHandler, SocketClient, SubscribeOptions } from '../../socket/index.ts';
import { readPayload } from '../../socket/message-dispatch.ts';
import { useRoundEvents } from './use-round-events.ts';

/** A socket client that records subscriptions by their concrete destination, as the real one keys them. */
function destinationSocket() {
  const handlers = new Map<string, Set<(payload: unknown) => void>>();
  const client: SocketClient = {
    connect: () => undefined,
    disconnect: () => Promise.resolve(),
    state: () => ({ status: 'idle' }),
    onState: () => () => undefined,
    onRouteChange: () => undefined,
    routeEpoch: () => 0,
    onRouteEpoch: () => () => undefined,
    subscribe<D extends DestinationRef>(
      definition: D,
      handler: DestinationHandler<D>,
      options: SubscribeOptions = {},
    ) {
      const destination = options.destination ?? definition.destination;
      const set = handlers.get(destination) ?? new Set();
      const listener = (raw: unknown) => {
        const payload = readPayload(definition, raw);
        if (payload === undefined)
          throw new Error(`${definition.destination}: the payload does not match its schema`);
        handler(payload);
      };
      set.add(listener);
      handlers.set(destination, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) handlers.delete(destination);
      };
    },
  };
  return {
    client,
    destinations: () => [...handlers.keys()].filter((destination) => destination.includes('trade_round')),
    push(destination: string, payload: unknown) {
      for (const handler of handlers.get(destination) ?? []) handler(payload);
    },
  };
}

function renderRoundEvents(tradeOptionId: number) {
  const socket = destinationSocket();
  const { services } = marketServices({ routes: {}, socket: socket.client });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </ServicesProvider>
  );
  const hook = renderHook((props: { optionId: number }) => useRoundEvents(props.optionId, false), {
    wrapper,
    initialProps: { optionId: tradeOptionId },
  });
  return { ...hook, socket, services };
}

describe('useRoundEvents', () => {
  it("listens to the shown option's own rounds topic and keeps what it carries", async () => {
    const view = renderRoundEvents(7);
    await waitFor(() => {
      expect(view.socket.destinations()).toEqual(['/topic/trade_round/7']);
    });
    const { queryClient, api } = view.services;
    const key = currentRoundQuery(api, 7).queryKey;
    queryClient.setQueryData(key, { current: round30(0), live: null });
    act(() => {
      view.socket.push('/topic/trade_round/7', { type: 'ROUND_OPEN', round: round30(1) });
    });
    expect(queryClient.getQueryData(key)?.current?.id).toBe(round30(1).id);
  });

  it("leaves the old option's topic for the new one's when the shown option changes", async () => {
    const view = renderRoundEvents(7);
    await waitFor(() => {
      expect(view.socket.destinations()).toEqual(['/topic/trade_round/7']);
    });
    view.rerender({ optionId: 8 });
    await waitFor(() => {
      expect(view.socket.destinations()).toEqual(['/topic/trade_round/8']);
    });
  });
});
