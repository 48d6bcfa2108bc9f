import { createContext, type ReactNode, useContext } from 'react';
import { cn } from '../../lib/cn';

/** True inside the signed-in app shell, whose header already shows the page title as the h1. */
export const InAppShellContext = createContext(false);

/**
 * A page's own title for pages shown both in the public layout and in the app shell (Contact
 * Support, Subscription): the h1 in the public layout; inside the shell, whose header already
 * holds the h1 with the same title, it is left out so the title is not said twice.
 */
export function PageHeading({ className, children }: { className?: string; children: ReactNode }) {
  const inShell = useContext(InAppShellContext);
  if (inShell) return null;
  return <h1 className={cn('tracking-tight text-slate-900', className)}>{children}</h1>;
}
