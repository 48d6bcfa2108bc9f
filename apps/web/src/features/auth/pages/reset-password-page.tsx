import { MSG, resetPasswordConfirmBody } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { isApiError } from '../../../lib/api-client';
import { errorData, firstFieldError } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { requestPasswordReset } from '../api/request-password-reset';
import { resetPasswordConfirm } from '../api/reset-password-confirm';
import { AuthCard } from '../components/auth-card';
import { PasswordChecklist } from '../components/password-checklist';
import { PasswordInput } from '../components/password-input';
import { StrengthMeter } from '../components/strength-meter';
import { retryAfterFrom, useCooldown } from '../components/use-cooldown';

export const RESET_FALLBACK = 'Failed to reset password.';
export const RESEND_RESET_FALLBACK = 'Failed to resend code.';
export const RESEND_NEEDS_EMAIL = 'Please enter your email address to resend the code.';

type FormInput = z.input<typeof resetPasswordConfirmBody>;
type FormOutput = z.output<typeof resetPasswordConfirmBody>;

/** detail, else the first of non_field_errors, code or new_password errors, else the fallback. */
function resetErrorMessage(error: unknown): string {
  const data = errorData(error);
  if (typeof data?.detail === 'string' && data.detail) return data.detail;
  for (const field of ['non_field_errors', 'code', 'new_password']) {
    const text = firstFieldError(data, field);
    if (text) return text;
  }
  return RESET_FALLBACK;
}

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const [resendInfo, setResendInfo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const cooldown = useCooldown();
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(resetPasswordConfirmBody),
    defaultValues: { email: params.get('email') ?? '', code: '', new_password: '' },
  });
  const password = watch('new_password') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await resetPasswordConfirm(values);
      notify.success(answer.detail || MSG.passwordReset);
      navigate('/login');
    } catch (err) {
      setFormError(resetErrorMessage(err));
    }
  });

  const onResend = async () => {
    setFormError(null);
    setResendInfo(null);
    const email = (getValues('email') ?? '').trim();
    if (!email) {
      setError('email', { type: 'manual', message: RESEND_NEEDS_EMAIL });
      return;
    }
    clearErrors('email');
    setResending(true);
    try {
      const answer = await requestPasswordReset(email);
      const message = answer.detail || MSG.resetRequested;
      setResendInfo(message);
      notify.success(message);
      cooldown.start();
    } catch (err) {
      if (isApiError(err) && err.status === 429) {
        const seconds = retryAfterFrom(errorData(err));
        cooldown.start(seconds);
        setFormError(`Please wait ${seconds} seconds before trying again.`);
      } else {
        const emailError = firstFieldError(errorData(err), 'email');
        if (emailError) setError('email', { type: 'server', message: emailError });
        setFormError(RESEND_RESET_FALLBACK);
      }
    } finally {
      setResending(false);
    }
  };

  const codeField = register('code');

  return (
    <AuthCard
      title="Reset Password"
      subtitle="Enter the 6-digit code from your email and choose a new password."
      footer={
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        {resendInfo ? <Alert variant="success">{resendInfo}</Alert> : null}
        <Field id="reset-email" label="Email" required error={errors.email?.message}>
          <Input
            {...fieldA11y('reset-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
            {...register('email')}
          />
        </Field>
        <Field id="reset-code" label="Reset code" required error={errors.code?.message}>
          <div className="flex gap-2">
            <Input
              {...fieldA11y('reset-code', errors.code?.message)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              required
              className="font-mono tracking-[0.3em]"
              {...codeField}
              onChange={(event) => {
                setValue('code', event.target.value.replace(/\D/g, '').slice(0, 6), { shouldValidate: false });
              }}
            />
            <Button
              variant="outline"
              onClick={onResend}
              disabled={resending || cooldown.active}
              loading={resending}
              className="shrink-0"
            >
              {cooldown.active ? `Resend (${cooldown.secondsLeft}s)` : 'Resend'}
            </Button>
          </div>
        </Field>
        <Field
          id="reset-password"
          label="New password"
          required
          error={errors.new_password?.message}
          hint={MSG.resetPasswordHint}
        >
          <PasswordInput
            {...fieldA11y('reset-password', errors.new_password?.message, true)}
            autoComplete="new-password"
            required
            {...register('new_password')}
          />
        </Field>
        <StrengthMeter password={password} />
        <PasswordChecklist password={password} />
        <Button type="submit" className="w-full" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
