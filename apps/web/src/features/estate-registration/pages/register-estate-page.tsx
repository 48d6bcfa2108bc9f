import { ESTATE_MSG, TRIAL_DAYS } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Input, PhoneInput, Textarea } from '../../../components/ui/input';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import {
  ESTATE_REGISTERED,
  type EstateRegistrationInput,
  type EstateRegistrationValues,
  estateRegistrationError,
  estateRegistrationSchema,
  REDIRECT_AFTER_ESTATE_REGISTRATION_MS,
  SERVER_FIELDS,
  useRegisterEstate,
} from '../api/register-estate';

const defaults: EstateRegistrationInput = { name: '', address: '', description: '', phone_number: '', email: '' };

function resetPasswordPath(email: string) {
  return `/reset-password?email=${encodeURIComponent(email)}`;
}

export default function RegisterEstatePage() {
  const navigate = useNavigate();
  const registration = useRegisterEstate();
  const [logo, setLogo] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverRevision, setServerRevision] = useState(0);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EstateRegistrationInput, unknown, EstateRegistrationValues>({
    resolver: zodResolver(estateRegistrationSchema),
    defaultValues: defaults,
  });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await registration.mutateAsync({ values, logo });
      notify.success(ESTATE_REGISTERED, {
        duration: 10_000,
        description: `Check ${values.email} for the code that sets the admin password.`,
        action: { label: 'Set password', onClick: () => navigate(resetPasswordPath(values.email)) },
      });
      setRegisteredEmail(values.email);
      timer.current = window.setTimeout(() => navigate('/estates'), REDIRECT_AFTER_ESTATE_REGISTRATION_MS);
    } catch (error) {
      applyServerErrors(error, setError, SERVER_FIELDS);
      const message = estateRegistrationError(error);
      setServerError(message);
      setServerRevision((n) => n + 1);
      notify.error(message);
    }
  });

  const done = registeredEmail !== null;

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-2xl">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 space-y-2 text-center">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Building2 className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">Register Your Estate</h1>
            <p className="text-sm text-slate-600">
              Bring your estate to EstateHub with a {TRIAL_DAYS}-day free trial. The estate e-mail becomes the admin
              sign-in.
            </p>
          </div>

          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Register Estate">
            {done ? (
              <FormAlert variant="success" title="Check the estate e-mail">
                <p>
                  We sent a code to <strong>{registeredEmail}</strong>. Use it to{' '}
                  <Link to={resetPasswordPath(registeredEmail)} className="font-semibold underline">
                    set the admin password
                  </Link>
                  , then sign in as the estate admin. Taking you to our estates...
                </p>
              </FormAlert>
            ) : null}
            {serverError ? (
              <FormAlert variant="error" title="Estate registration failed" revision={serverRevision}>
                {serverError}
              </FormAlert>
            ) : null}

            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="estate-name" label="Estate Name" required error={errors.name?.message}>
                <Input
                  {...fieldA11y('estate-name', errors.name?.message)}
                  autoComplete="organization"
                  placeholder="Palm Grove Estate"
                  required
                  {...register('name')}
                />
              </Field>
              <Field id="estate-email" label="Estate Email" required error={errors.email?.message}>
                <Input
                  {...fieldA11y('estate-email', errors.email?.message)}
                  type="email"
                  autoComplete="email"
                  placeholder="admin@palmgrove.ng"
                  required
                  {...register('email')}
                />
              </Field>
              <Field
                id="estate-phone"
                label="Phone Number"
                required
                error={errors.phone_number?.message}
                hint="11 digits, e.g. 08012345678"
              >
                <PhoneInput
                  {...fieldA11y('estate-phone', errors.phone_number?.message, true)}
                  required
                  {...register('phone_number')}
                />
              </Field>
              <Field id="estate-address" label="Address" required error={errors.address?.message}>
                <Input
                  {...fieldA11y('estate-address', errors.address?.message)}
                  autoComplete="street-address"
                  placeholder="1 Palm Grove Road, Lekki, Lagos"
                  required
                  {...register('address')}
                />
              </Field>
            </div>
            <Field id="estate-description" label="Description" required error={errors.description?.message}>
              <Textarea
                {...fieldA11y('estate-description', errors.description?.message)}
                rows={4}
                placeholder="A short description of the estate and its community"
                required
                {...register('description')}
              />
            </Field>
            <ImagePicker
              id="estate-logo"
              label="Estate Logo (optional)"
              value={logo}
              onChange={setLogo}
              messages={{ type: ESTATE_MSG.logoType, size: ESTATE_MSG.logoSize }}
              hint="An image file under 5MB."
              disabled={isSubmitting || done}
            />

            <Button type="submit" className="w-full" disabled={isSubmitting || done} loading={isSubmitting}>
              {isSubmitting ? 'Registering Estate...' : 'Register Estate'}
            </Button>
          </form>
        </div>
        <p className="mt-6 text-center text-sm text-slate-600">
          Already registered?{' '}
          <Link to="/login" className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
