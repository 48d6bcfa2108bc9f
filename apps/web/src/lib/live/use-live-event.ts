import { useContext, useEffect, useRef } from 'react';
import { LiveEventsContext, type LiveEventType } from './live-context';

/**
 * Runs `handler` with the parsed `data` of every live event of `type` while the component is
 * mounted. The latest handler is always the one called, so it may close over fresh state
 * without re-subscribing. Outside a LiveEventsProvider it does nothing.
 */
export function useLiveEvent(type: LiveEventType, handler: (data: unknown) => void): void {
  const live = useContext(LiveEventsContext);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!live) return;
    return live.subscribe(type, (data) => latest.current(data));
  }, [live, type]);
}
