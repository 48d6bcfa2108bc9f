import {
  HOUSE_TYPE_LABELS,
  HOUSE_TYPES,
  meetsAllPasswordRules,
  RESIDENT_TYPE_LABELS,
  RESIDENT_TYPES,
} from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, PhoneInput, Select } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-context';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useEstateChoices } from '../api/get-estate-choices';
import {
  REDIRECT_AFTER_REGISTER_MS,
  REGISTER_SUCCESS,
  type RegisterFormInput,
  type RegisterFormOutput,
  registerFormDefaults,
  registerFormSchema,
  registrationErrorMessage,
  SERVER_FIELDS,
  toRegisterPayload,
} from '../api/register-form';
import { AuthCard } from '../components/auth-card';
import { PasswordChecklist } from '../components/password-checklist';
import { PasswordInput } from '../components/password-input';

export default function RegisterPage() {
  const { register: registerAccount } = useAuth();
  const navigate = useNavigate();
  const estates = useEstateChoices();
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverRevision, setServerRevision] = useState(0);
  const [passwordFocused, setPasswordFocused] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: registerFormDefaults,
  });
  const password = watch('password') ?? '';
  const passwordOk = meetsAllPasswordRules(password);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await registerAccount(toRegisterPayload(values));
      // The server sent the first code now: the Verify Email screen counts its resend wait from here.
      const codeSentAt = Date.now();
      notify.success(REGISTER_SUCCESS);
      reset(registerFormDefaults);
      setPasswordFocused(false);
      setRegisteredEmail(values.email);
      timer.current = window.setTimeout(() => {
        navigate(`/verify-email?email=${encodeURIComponent(values.email)}`, { state: { codeSentAt } });
      }, REDIRECT_AFTER_REGISTER_MS);
    } catch (error) {
      const message = registrationErrorMessage(error);
      applyServerErrors(error, setError, SERVER_FIELDS);
      setServerError(message);
      setServerRevision((n) => n + 1);
      notify.error(message);
    }
  });

  // The server's message already names its field errors; client-side phone and password messages join it.
  const clientOnly = (error?: { type?: string; message?: string }) =>
    error?.type === 'server' ? null : error?.message;
  const panelMessages = [serverError, clientOnly(errors.phone_number), clientOnly(errors.password)].filter(
    (m, i, all): m is string => Boolean(m) && all.indexOf(m) === i,
  );
  const showChecklist = passwordFocused && password.length > 0;

  return (
    <AuthCard
      wide
      title="Register as a Resident"
      subtitle="Join your estate on EstateHub. Your estate admin approves new accounts."
      footer={
        <div className="space-y-2">
          <p>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-brand-700 hover:underline">
              Sign in
            </Link>
          </p>
          <p>
            Managing an estate?{' '}
            <Link to="/register-estate" className="font-medium text-brand-700 hover:underline">
              Register your estate
            </Link>
          </p>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Register as a Resident">
        {registeredEmail ? (
          <FormAlert variant="success" title="Registration successful">
            Check {registeredEmail} for your verification code. Taking you to email verification...
          </FormAlert>
        ) : null}
        {panelMessages.length > 0 ? (
          <FormAlert variant="error" title="Registration failed" revision={serverRevision}>
            <ul className="list-inside list-disc space-y-1">
              {panelMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </FormAlert>
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="reg-full-name" label="Full name" required error={errors.full_name?.message}>
            <Input
              {...fieldA11y('reg-full-name', errors.full_name?.message)}
              autoComplete="name"
              placeholder="Ada Okafor"
              required
              {...register('full_name')}
            />
          </Field>
          <Field id="reg-email" label="Email" required error={errors.email?.message}>
            <Input
              {...fieldA11y('reg-email', errors.email?.message)}
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              {...register('email')}
            />
          </Field>
          <Field
            id="reg-phone"
            label="Phone"
            required
            error={errors.phone_number?.message}
            hint="11 digits, e.g. 08012345678"
          >
            <PhoneInput
              {...fieldA11y('reg-phone', errors.phone_number?.message, true)}
              required
              {...register('phone_number')}
            />
          </Field>
          <Field id="reg-address" label="Home address" required error={errors.home_address?.message}>
            <Input
              {...fieldA11y('reg-address', errors.home_address?.message)}
              autoComplete="street-address"
              placeholder="12 Palm Avenue"
              required
              {...register('home_address')}
            />
          </Field>
          <Field id="reg-house-type" label="House type" required error={errors.house_type?.message}>
            <Select {...fieldA11y('reg-house-type', errors.house_type?.message)} required {...register('house_type')}>
              <option value="">Select house type</option>
              {HOUSE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {HOUSE_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="reg-estate" label="Estate" required error={errors.estate?.message}>
            <Select
              {...fieldA11y('reg-estate', errors.estate?.message)}
              required
              disabled={estates.isPending}
              {...register('estate')}
            >
              <option value="">
                {estates.isPending
                  ? 'Loading estates...'
                  : estates.data?.length
                    ? 'Select your estate'
                    : 'No estates available'}
              </option>
              {estates.data?.map((estate) => (
                <option key={estate.id} value={String(estate.id)}>
                  {estate.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="reg-resident-type" label="Resident type" required error={errors.resident_type?.message}>
            <Select
              {...fieldA11y('reg-resident-type', errors.resident_type?.message)}
              required
              {...register('resident_type')}
            >
              {RESIDENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {RESIDENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="reg-password" label="Password" required error={errors.password?.message}>
            <PasswordInput
              {...fieldA11y('reg-password', errors.password?.message)}
              autoComplete="new-password"
              required
              aria-describedby={
                [showChecklist && 'reg-password-checklist', errors.password && 'reg-password-error']
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              {...register('password')}
              onFocus={() => setPasswordFocused(true)}
            />
          </Field>
        </div>
        {showChecklist ? <PasswordChecklist id="reg-password-checklist" password={password} /> : null}

        <p className="text-xs text-slate-600">
          By registering you agree to our{' '}
          <Link to="/terms#terms" className="font-medium text-brand-700 hover:underline">
            Terms of Service
          </Link>
          ,{' '}
          <Link to="/terms#privacy" className="font-medium text-brand-700 hover:underline">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link to="/terms#privacy" className="font-medium text-brand-700 hover:underline">
            Cookie Policy
          </Link>
          .
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting || !passwordOk} loading={isSubmitting}>
          {isSubmitting ? 'Registering...' : 'Register'}
        </Button>
      </form>
    </AuthCard>
  );
}
