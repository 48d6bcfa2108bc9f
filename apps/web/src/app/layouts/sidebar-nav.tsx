import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { NavItem } from './nav-items';

type SidebarNavProps = {
  items: NavItem[];
  subscriptionActive: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  label: string;
};

const itemClasses = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium';

export function SidebarNav({ items, subscriptionActive, onNavigate, onLogout, loggingOut, label }: SidebarNavProps) {
  return (
    <nav aria-label={label} className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label: text, icon: Icon, alwaysEnabled }) => {
          const enabled = subscriptionActive || alwaysEnabled;
          return (
            <li key={to}>
              {enabled ? (
                <NavLink
                  to={to}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      itemClasses,
                      isActive
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                    )
                  }
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {text}
                </NavLink>
              ) : (
                <span
                  aria-disabled="true"
                  title="Requires an active subscription"
                  className={cn(itemClasses, 'cursor-not-allowed text-slate-400')}
                >
                  <Icon className="size-5 shrink-0" aria-hidden="true" />
                  {text}
                  <span className="sr-only">(requires an active subscription)</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        onClick={onLogout}
        disabled={loggingOut}
        className={cn(itemClasses, 'mt-auto text-red-700 hover:bg-red-50 disabled:opacity-60')}
      >
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        {loggingOut ? 'Logging out...' : 'Logout'}
      </button>
    </nav>
  );
}
