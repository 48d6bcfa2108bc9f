import { VISITOR_MSG } from '@estatehub/shared';
import { CreditCard, LogOut, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HeaderExtras } from '../../../components/layout/header-extras';
import { Logo } from '../../../components/layout/logo';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input, keepDigits } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-context';
import { type GateOutcome, refusal, useVerifyCode } from '../api/verify-code';
import { GateResult } from '../components/gate-result';
import { QrScanner } from '../components/qr-scanner';
import { RecentChecks } from '../components/recent-checks';
import { StaffModeTabs } from '../components/staff-mode-tabs';
import { passCode } from '../qr/decode-qr';

/** The security guard's only screen: type or scan a visitor's code, read the answer, see the last checks. */
export default function VerifyVisitorPage() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ value: GateOutcome; revision: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const verify = useVerifyCode();

  // Focused on arrival rather than through autoFocus, so the screen reader starts at the top.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onLogout = async () => {
    setLoggingOut(true);
    await logout();
    setLoggingOut(false);
    navigate('/login');
  };

  const check = (value: string) => {
    if (verify.isPending) return;
    setScanError(null);
    verify.mutate(value, {
      onSuccess: (result) => setOutcome((o) => ({ value: { ok: true, result }, revision: (o?.revision ?? 0) + 1 })),
      onError: (error) => setOutcome((o) => ({ value: refusal(error, value), revision: (o?.revision ?? 0) + 1 })),
      // The next car is already waiting: an empty field with the cursor in it.
      // preventScroll keeps the result panel, which scrolls itself into view, on screen.
      onSettled: () => {
        setCode('');
        inputRef.current?.focus({ preventScroll: true });
      },
    });
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      setFieldError(VISITOR_MSG.enterCode);
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    check(value);
  };

  const onScanned = (text: string) => {
    const scanned = passCode(text);
    if (scanned) {
      setFieldError(null);
      check(scanned);
    } else {
      setScanError('This QR code is not a visitor pass. Ask for the pass, or type the code.');
    }
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6">
          <Logo />
          <nav aria-label="Security" className="flex flex-wrap items-center gap-2">
            <HeaderExtras />
            <Link to="/user-subscription" className={buttonClasses('ghost', 'sm')}>
              <CreditCard className="size-4" aria-hidden="true" />
              My subscription
            </Link>
            <Button variant="outline" size="sm" onClick={onLogout} disabled={loggingOut}>
              <LogOut className="size-4" aria-hidden="true" />
              {loggingOut ? 'Logging out...' : 'Logout'}
            </Button>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl space-y-5 px-3 py-5 sm:px-6 sm:py-8">
        <section className="flex items-center gap-3 rounded-xl bg-brand-700 p-4 text-white sm:gap-4 sm:p-6">
          <ShieldCheck className="size-8 shrink-0 sm:size-10" aria-hidden="true" />
          <div className="min-w-0">
            <h1 className="break-words text-xl font-bold sm:text-2xl">Welcome, {user?.name ?? 'Security'}</h1>
            <p className="text-brand-100">Verify visitor codes and staff IDs at the gate.</p>
          </div>
        </section>

        <StaffModeTabs
          visitor={
            <>
              <Card className="space-y-4 p-4 sm:p-6">
                <form onSubmit={onSubmit} noValidate className="space-y-3">
                  <label htmlFor="visitor-code" className="block text-lg font-semibold text-slate-900">
                    Visitor code
                  </label>
                  <Input
                    ref={inputRef}
                    id="visitor-code"
                    name="code"
                    type="text"
                    inputMode="numeric"
                    pattern="[0-9]*"
                    autoComplete="off"
                    maxLength={6}
                    placeholder="000000"
                    value={code}
                    onChange={(event) => {
                      keepDigits(event);
                      setCode(event.target.value);
                      if (fieldError) setFieldError(null);
                    }}
                    aria-invalid={fieldError ? true : undefined}
                    aria-describedby={fieldError ? 'visitor-code-error' : 'visitor-code-hint'}
                    className="h-16 text-center font-mono text-4xl! font-bold tracking-[0.3em] indent-[0.3em] placeholder:text-slate-300"
                  />
                  {fieldError ? (
                    <p id="visitor-code-error" role="alert" className="text-base font-semibold text-red-700">
                      {fieldError}
                    </p>
                  ) : (
                    <p id="visitor-code-hint" className="text-sm text-slate-600">
                      The six digits on the visitor's pass.
                    </p>
                  )}
                  <Button type="submit" size="lg" className="h-14 w-full text-lg" loading={verify.isPending}>
                    {verify.isPending ? 'Checking...' : 'Verify'}
                  </Button>
                </form>
                <QrScanner onDecoded={onScanned} disabled={verify.isPending} />
                {scanError ? <Alert variant="warning">{scanError}</Alert> : null}
              </Card>

              {outcome ? <GateResult outcome={outcome.value} revision={outcome.revision} /> : null}

              <RecentChecks />
            </>
          }
        />
      </main>
    </div>
  );
}
