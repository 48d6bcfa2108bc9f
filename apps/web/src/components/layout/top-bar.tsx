import { LogOut, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { dashboardPathFor } from '../../lib/auth/user';
import { cn } from '../../lib/cn';
import { Button, buttonClasses } from '../ui/button';
import { Logo } from './logo';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cn('rounded-md px-3 py-2 text-sm font-medium', isActive ? 'text-brand-700' : 'text-slate-700 hover:text-slate-900');

export function TopBar() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();

  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [location.pathname]);

  const onLogout = async () => {
    setBusy(true);
    await logout();
    setBusy(false);
    setOpen(false);
    navigate('/login');
  };

  const items = (mobile: boolean) => (
    <>
      <NavLink to="/contact-support" className={navLink}>
        Contact Us
      </NavLink>
      {user ? (
        <>
          <NavLink to={dashboardPathFor(user.role)} className={navLink}>
            Dashboard
          </NavLink>
          <Button variant="outline" size="sm" onClick={onLogout} disabled={busy} className={cn(mobile && 'w-full')}>
            <LogOut className="size-4" aria-hidden="true" />
            {busy ? 'Logging out...' : 'Logout'}
          </Button>
        </>
      ) : (
        <>
          <Link to="/login" className={buttonClasses('ghost', 'sm', cn(mobile && 'w-full justify-start'))}>
            Sign In
          </Link>
          <Link to="/register" className={buttonClasses('primary', 'sm', cn(mobile && 'w-full'))}>
            Register
          </Link>
        </>
      )}
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-2 md:flex">
          {items(false)}
        </nav>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      {open ? (
        <nav
          id={menuId}
          aria-label="Mobile"
          className="flex flex-col gap-2 border-t border-slate-200 bg-white px-4 py-3 md:hidden"
        >
          {items(true)}
        </nav>
      ) : null}
    </header>
  );
}
