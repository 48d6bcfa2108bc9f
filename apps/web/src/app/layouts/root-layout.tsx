import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useRouteTitle } from '../route-handle';

/** Top of the tree: document title, scroll restoration and a thin progress bar while a lazy page loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const title = useRouteTitle();

  useEffect(() => {
    document.title = title === 'EstateHub' ? title : `${title} | EstateHub`;
  }, [title]);

  return (
    <>
      {navigation.state !== 'idle' ? (
        <div className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-brand-500" aria-hidden="true" />
      ) : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
