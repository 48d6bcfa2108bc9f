import { requestPasswordResetBody } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorData, firstFieldError } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';

export const FORGOT_FALLBACK = 'Something went wrong. Please try again.';
export const FORGOT_REDIRECT_MS = 3000;

type FormInput = z.input<typeof requestPasswordResetBody>;
type FormOutput = z.output<typeof requestPasswordResetBody>;

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [error, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(requestPasswordResetBody),
    defaultValues: { email: '' },
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      const answer = await requestPasswordReset(email);
      const message = answer.detail || 'If an account exists for this email, a reset code has been sent.';
      setSent(message);
      notify.success(message);
      timer.current = window.setTimeout(
        () => navigate(`/reset-password?email=${encodeURIComponent(email)}`),
        FORGOT_REDIRECT_MS,
      );
    } catch (err) {
      const emailError = firstFieldError(errorData(err), 'email');
      if (emailError) setError('email', { type: 'server', message: emailError });
      else setFormError(FORGOT_FALLBACK);
    }
  });

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the email you registered with and we will send you a reset code."
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
        {error ? <Alert variant="error">{error}</Alert> : null}
        {sent ? (
          <Alert variant="success" title="Check your email">
            {sent} Redirecting to reset your password...
          </Alert>
        ) : null}
        <Field id="forgot-email" label="Email" required error={errors.email?.message}>
          <Input
            {...fieldA11y('forgot-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            {...register('email')}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting || Boolean(sent)} loading={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Code'}
        </Button>
      </form>
    </AuthCard>
  );
}
