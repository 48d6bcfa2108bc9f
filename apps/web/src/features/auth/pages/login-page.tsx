import { MSG } from '@estatehub/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-context';
import { homePathFor } from '../../../lib/auth/user';
import { errorData, serverMessage } from '../../../lib/error-text';
import { AuthCard } from '../components/auth-card';
import { PasswordInput } from '../components/password-input';

export const SIGN_IN_FALLBACK = 'Invalid email or password. Please try again.';

/** The rules of the shared loginBody, without shipping zod on the sign-in route (bundle budget). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
type LoginForm = { email: string; password: string };

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const email = values.email.trim().toLowerCase();
    const { password } = values;
    setError(null);
    setUnverifiedEmail(null);
    try {
      const user = await login(email, password);
      navigate(homePathFor(user.role), { replace: true });
    } catch (err) {
      const message = serverMessage(errorData(err)) ?? (err instanceof Error ? err.message : '') ?? '';
      setError(message || SIGN_IN_FALLBACK);
      if (/verify your email/i.test(message)) setUnverifiedEmail(email);
    }
  });

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in to manage your estate."
      footer={
        <Link to="/register" className="font-medium text-brand-700 hover:underline">
          Don't have an account? Register
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
        {error ? (
          <Alert variant="error" title="Sign in failed">
            <p>{error}</p>
            {unverifiedEmail ? (
              <p className="mt-2">
                <Link
                  to={`/verify-email?email=${encodeURIComponent(unverifiedEmail)}`}
                  className="font-semibold underline"
                >
                  Verify your email
                </Link>
              </p>
            ) : null}
          </Alert>
        ) : null}
        <Field id="login-email" label="Email" required error={errors.email?.message}>
          <Input
            {...fieldA11y('login-email', errors.email?.message)}
            type="email"
            autoComplete="email"
            required
            placeholder="you@example.com"
            {...register('email', {
              required: MSG.required,
              validate: (value) => EMAIL_PATTERN.test(value.trim()) || MSG.invalidEmail,
            })}
          />
        </Field>
        <Field id="login-password" label="Password" required error={errors.password?.message}>
          <PasswordInput
            {...fieldA11y('login-password', errors.password?.message)}
            autoComplete="current-password"
            required
            {...register('password', { required: MSG.required })}
          />
        </Field>
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthCard>
  );
}
