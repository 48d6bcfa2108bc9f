import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AlertAlarm } from '../../lib/live/alert-alarm';
import { LiveEventsProvider } from '../../lib/live/live-events-provider';
import { useRouteTitle } from '../route-handle';

/** Top of the tree: document title, scroll restoration, a thin progress bar while a lazy page loads, and the live stream with its alarm. */
export function RootLayout() {
  const navigation = useNavigation();
  const title = useRouteTitle();

  useEffect(() => {
    document.title = title === 'EstateHub' ? title : `${title} | EstateHub`;
  }, [title]);

  // One live stream for the whole signed-in session (every layout sits below this), so an alarm
  // not yet acknowledged survives moving between the admin, resident and guard screens.
  return (
    <LiveEventsProvider>
      <AlertAlarm />
      {navigation.state !== 'idle' ? (
        <div className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </LiveEventsProvider>
  );
}
