import { MSG } from '@estatehub/shared';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { errorData } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { SITE } from '../../../lib/site';
import { resendVerification } from '../api/resend-verification';
import { verifyEmail } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { cooldownLeftAfter, retryAfterFrom, useCooldown } from '../components/use-cooldown';

export const VERIFY_FALLBACK = 'Verification failed. Please try again.';
export const RESEND_FALLBACK = 'Failed to resend verification code.';
export const ALREADY_VERIFIED = 'Your email is already verified. You can proceed to login.';
const CODE_LENGTH = 6;

function detailOrMessage(error: unknown): string | undefined {
  const data = errorData(error);
  for (const key of ['detail', 'message']) {
    const value = data?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
}

export default function VerifyEmailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const emailFromLink = params.get('email')?.trim() || undefined;
  // Without ?email the screen asks for the address (the server may not know the account otherwise).
  const [typedEmail, setTypedEmail] = useState('');
  const email = emailFromLink ?? (typedEmail.trim() || undefined);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  // Straight from registration a code was just sent: the resend wait starts now, not at the first click.
  const cooldown = useCooldown(cooldownLeftAfter((location.state as { codeSentAt?: number } | null)?.codeSentAt));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setInfo(null);
    if (!code) {
      setError(MSG.enterVerificationCode);
      return;
    }
    if (code.length !== CODE_LENGTH) return;
    setVerifying(true);
    try {
      const answer = await verifyEmail(code, email);
      notify.success(answer.detail || 'Email verified successfully.');
      navigate('/login');
    } catch (err) {
      setError(detailOrMessage(err) ?? VERIFY_FALLBACK);
    } finally {
      setVerifying(false);
    }
  };

  const onResend = async () => {
    setError(null);
    setInfo(null);
    setResending(true);
    try {
      const answer = await resendVerification(email);
      const message = answer.detail || MSG.verificationSent;
      setInfo(message);
      notify.success(message);
      cooldown.start();
    } catch (err) {
      const data = errorData(err);
      if (isApiError(err) && err.status === 429) {
        const seconds = retryAfterFrom(data);
        cooldown.start(seconds);
        setError(`Please wait ${seconds} seconds before requesting another code.`);
      } else if (isApiError(err) && err.status === 400 && /already verified/i.test(JSON.stringify(data ?? ''))) {
        notify.info(ALREADY_VERIFIED);
        navigate('/login');
      } else {
        setError(detailOrMessage(err) ?? RESEND_FALLBACK);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title="Verify Email"
      subtitle={
        <>
          <MailCheck className="mx-auto mb-2 size-10 text-brand-600" aria-hidden="true" />
          We sent a 6-digit code to{' '}
          {emailFromLink ? <strong className="text-slate-900">{emailFromLink}</strong> : 'your email'}. Enter it below
          to verify your account.
        </>
      }
      footer={
        <p>
          Having trouble?{' '}
          <a href={`mailto:${SITE.supportEmail}`} className="font-medium text-brand-700 hover:underline">
            Contact support
          </a>
          {' · '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Verify email">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {info ? <Alert variant="success">{info}</Alert> : null}
        {emailFromLink ? null : (
          <Field id="verify-email" label="Email" hint="The address you registered with.">
            <Input
              id="verify-email"
              type="email"
              autoComplete="email"
              value={typedEmail}
              onChange={(event) => setTypedEmail(event.target.value)}
              placeholder="you@example.com"
              aria-describedby="verify-email-hint"
            />
          </Field>
        )}
        <Field id="verify-code" label="Verification code">
          <Input
            id="verify-code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={CODE_LENGTH}
            placeholder="000000"
            aria-invalid={error ? true : undefined}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !code) setError(MSG.enterVerificationCode);
            }}
            className="text-center font-mono text-2xl tracking-[0.5em]"
          />
        </Field>
        <Button
          type="submit"
          className="w-full"
          disabled={verifying || code.length !== CODE_LENGTH}
          loading={verifying}
        >
          {verifying ? 'Verifying...' : 'Verify'}
        </Button>
        <Button
          variant="outline"
          className="w-full"
          onClick={onResend}
          disabled={resending || cooldown.active}
          loading={resending}
        >
          {cooldown.active ? `Resend Code (${cooldown.secondsLeft}s)` : resending ? 'Sending...' : 'Resend Code'}
        </Button>
      </form>
    </AuthCard>
  );
}
