import { createContext } from 'react';

/** The event names the server's stream (`GET /api/events/`) sends. */
export const LIVE_EVENT_TYPES = ['alert', 'notification'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
export type LiveHandler = (data: unknown) => void;

export type LiveEventsContextValue = {
  /** Calls the handler for each event of the type; answers the unsubscribe. */
  subscribe(type: LiveEventType, handler: LiveHandler): () => void;
};

/** Null outside a signed-in layout: hooks then listen to nothing. */
export const LiveEventsContext = createContext<LiveEventsContextValue | null>(null);
