import { CalendarDays, Menu } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router';
import { Logo } from '../../components/layout/logo';
import { InAppShellContext } from '../../components/layout/page-heading';
import { Badge } from '../../components/ui/badge';
import { DrawerContent } from '../../components/ui/dialog';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useAuth } from '../../lib/auth/auth-context';
import { formatToday } from '../../lib/format';
import { useRouteTitle } from '../route-handle';
import type { NavItem } from './nav-items';
import { SidebarNav } from './sidebar-nav';

type DashboardShellProps = {
  items: NavItem[];
  /** Where the "Subscription Inactive" badge's renew link goes. */
  renewPath: string;
  areaLabel: string;
};

/** Sidebar (a drawer below the lg breakpoint), header with title, date, subscription state and user. */
export function DashboardShell({ items, renewPath, areaLabel }: DashboardShellProps) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const title = useRouteTitle('Dashboard');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const subscriptionActive = user?.subscription_active ?? true;

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    setLoggingOut(false);
    setDrawerOpen(false);
    navigate('/login');
  };

  const nav = (onNavigate?: () => void) => (
    <SidebarNav
      label={`${areaLabel} navigation`}
      items={items}
      subscriptionActive={subscriptionActive}
      onNavigate={onNavigate}
      onLogout={onLogout}
      loggingOut={loggingOut}
    />
  );

  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="sticky top-0 hidden h-screen flex-col border-r border-slate-200 bg-white lg:flex">
        <div className="flex h-16 items-center border-b border-slate-200 px-5">
          <Logo />
        </div>
        {nav()}
      </aside>

      <RadixDialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DrawerContent title={`${areaLabel} menu`}>
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-5">
            <Logo onClick={() => setDrawerOpen(false)} />
            <RadixDialog.Close className="rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">
              Close
            </RadixDialog.Close>
          </div>
          {nav(() => setDrawerOpen(false))}
        </DrawerContent>

        <div className="flex min-w-0 flex-col">
          <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
            <div className="flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
              <RadixDialog.Trigger
                aria-label="Open menu"
                className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
              >
                <Menu className="size-6" aria-hidden="true" />
              </RadixDialog.Trigger>
              {/* A real basis, so on a narrow screen the badge and user wrap below the title instead of squeezing it. */}
              <div className="min-w-0 flex-1 basis-48">
                <h1 className="truncate text-lg font-semibold text-slate-900 sm:text-xl">{title}</h1>
                <p className="flex items-center gap-1.5 text-xs text-slate-500">
                  <CalendarDays className="size-3.5" aria-hidden="true" />
                  <time dateTime={new Date().toISOString().slice(0, 10)}>{formatToday()}</time>
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                {subscriptionActive ? null : (
                  <span className="flex items-center gap-2">
                    <Badge tone="danger">Subscription Inactive</Badge>
                    <Link to={renewPath} className="text-sm font-medium text-brand-700 hover:underline">
                      Renew
                    </Link>
                  </span>
                )}
                <NotificationBell />
                <span className="flex items-center gap-2 text-sm font-medium text-slate-800">
                  <span
                    aria-hidden="true"
                    className="grid size-8 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-700"
                  >
                    {initials(user?.name ?? '')}
                  </span>
                  {/* Below sm the initials stand in for the name, so the page title keeps the room. */}
                  <span className="sr-only sm:not-sr-only sm:max-w-40 sm:truncate">{user?.name}</span>
                </span>
              </div>
            </div>
          </header>
          <main id="main" className="flex-1 p-4 sm:p-6">
            <InAppShellContext value={true}>
              <Outlet />
            </InAppShellContext>
          </main>
        </div>
      </RadixDialog.Root>
    </div>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}
