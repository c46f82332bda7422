import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { useSocketClient } from '../../market/use-market-topic.ts';
import { serverOffsetQuery } from '../../rounds/round-queries.ts';

/** How often the countdown redraws. */
const TICK_MS = 200;

/**
 * The server's clock, re-read every tick: the client clock plus the offset measured once from
 * /server_time_offset (and again whenever the socket reconnects, since a sleep may have moved the
 * clock). Undefined until the offset is known: the countdown never runs on the raw client clock.
 */
export function useServerNow(): number | undefined {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const offset = useQuery(serverOffsetQuery(api));
  const client = useSocketClient();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (client === null) return;
    let wasConnected = client.state().status === 'connected';
    return client.onState(() => {
      const connected = client.state().status === 'connected';
      if (connected && !wasConnected) {
        void queryClient.invalidateQueries({ queryKey: serverOffsetQuery(api).queryKey });
      }
      wasConnected = connected;
    });
  }, [client, queryClient, api]);

  return offset.data === undefined ? undefined : now + offset.data;
}
