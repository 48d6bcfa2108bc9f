import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useAuth } from '../auth/auth-context';
import { LIVE_EVENT_TYPES, LiveEventsContext, type LiveEventType, type LiveHandler } from './live-context';

const STREAM_URL = '/api/events/';
const MAX_RETRY_MS = 30_000;

/**
 * Keeps one EventSource on the server's live stream while a user is signed in and hands its
 * events to `useLiveEvent` subscribers. The browser reconnects a dropped stream by itself
 * (sending Last-Event-ID); a stream the server refused (an error answer closes it for good) is
 * reopened here with growing delays, resuming after the last event seen.
 */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const listeners = useRef(new Map<LiveEventType, Set<LiveHandler>>());

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let lastId = '';
    let failures = 0;

    const deliver = (type: LiveEventType) => (event: MessageEvent<string>) => {
      if (event.lastEventId) lastId = event.lastEventId;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return;
      }
      for (const handler of listeners.current.get(type) ?? []) handler(data);
    };

    const open = () => {
      const url = lastId ? `${STREAM_URL}?last_event_id=${encodeURIComponent(lastId)}` : STREAM_URL;
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      es.onopen = () => {
        failures = 0;
      };
      for (const type of LIVE_EVENT_TYPES) es.addEventListener(type, deliver(type));
      es.onerror = () => {
        if (es.readyState !== EventSource.CLOSED) return; // the browser is already retrying
        es.close();
        failures += 1;
        retryTimer = setTimeout(open, Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(failures, 5)));
      };
    };
    open();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [userId]);

  const value = useMemo(
    () => ({
      subscribe(type: LiveEventType, handler: LiveHandler) {
        const set = listeners.current.get(type) ?? new Set<LiveHandler>();
        listeners.current.set(type, set);
        set.add(handler);
        return () => {
          set.delete(handler);
        };
      },
    }),
    [],
  );

  return <LiveEventsContext.Provider value={value}>{children}</LiveEventsContext.Provider>;
}
