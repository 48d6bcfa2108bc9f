import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the app adds to the header of a page that draws its own (the guard's screen): the
 * notification bell. A layout in app/ provides it, so the page needs no other feature's code.
 */
export const HeaderExtrasContext = createContext<ReactNode>(null);

export function HeaderExtras() {
  return <>{useContext(HeaderExtrasContext)}</>;
}
