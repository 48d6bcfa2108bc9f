import { CreditCard, LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../../components/layout/logo';
import { NotBuiltPanel } from '../../../components/not-built-panel';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-context';

/** The security guard's only screen: a shell for now, visitor-code verification comes later. */
export default function VerifyVisitorPage() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onLogout = async () => {
    setBusy(true);
    await logout();
    setBusy(false);
    navigate('/login');
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Logo />
          <nav aria-label="Security" className="flex items-center gap-2">
            <Link to="/user-subscription" className={buttonClasses('ghost', 'sm')}>
              <CreditCard className="size-4" aria-hidden="true" />
              My subscription
            </Link>
            <Button variant="outline" size="sm" onClick={onLogout} disabled={busy}>
              <LogOut className="size-4" aria-hidden="true" />
              {busy ? 'Logging out...' : 'Logout'}
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <section className="flex items-center gap-4 rounded-xl bg-brand-700 p-6 text-white">
          <ShieldCheck className="size-10 shrink-0" aria-hidden="true" />
          <div>
            <h1 className="text-2xl font-bold">Welcome, {user?.name ?? 'Security'}</h1>
            <p className="text-brand-100">Verify visitor codes at the gate.</p>
          </div>
        </section>
        <NotBuiltPanel title="Verify Visitor" />
      </main>
    </div>
  );
}
