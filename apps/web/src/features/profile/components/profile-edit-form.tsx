import { HOUSE_TYPE_LABELS, HOUSE_TYPES, type ProfileAnswer, RESIDENT_TYPE_LABELS } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Input, PhoneInput, Select } from '../../../components/ui/input';
import { useAuth } from '../../../lib/auth/auth-context';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import {
  canEditResidentType,
  EDITABLE_RESIDENT_TYPES,
  PROFILE_FIELDS,
  PROFILE_UPDATE_FAILED,
  PROFILE_UPDATED,
  type ProfileFormInput,
  type ProfileFormValues,
  profileDefaults,
  profileFormSchemaFor,
  toProfileUpdate,
} from '../api/profile-form';
import { useUpdateProfile } from '../api/update-profile';

type ProfileEditFormProps = { profile: ProfileAnswer; onDone: () => void };

export function ProfileEditForm({ profile, onDone }: ProfileEditFormProps) {
  const update = useUpdateProfile();
  const { refreshUser } = useAuth();
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const editableType = canEditResidentType(profile);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchemaFor(profile)),
    defaultValues: profileDefaults(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(toProfileUpdate(values, profile));
      notify.success(PROFILE_UPDATED);
      await refreshUser();
      onDone();
    } catch (error) {
      const { message } = applyServerErrors(error, setError, PROFILE_FIELDS);
      setFormError({ text: message ?? '', revision: Date.now() });
    }
  });

  const err = (name: (typeof PROFILE_FIELDS)[number]) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Edit profile">
      {formError !== null ? (
        <FormAlert variant="error" title={PROFILE_UPDATE_FAILED} revision={formError.revision}>
          {formError.text || null}
        </FormAlert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="profile-first-name" label="First Name" required error={err('first_name')}>
          <Input
            {...fieldA11y('profile-first-name', err('first_name'))}
            autoComplete="given-name"
            required
            {...register('first_name')}
          />
        </Field>
        <Field id="profile-last-name" label="Last Name" required error={err('last_name')}>
          <Input
            {...fieldA11y('profile-last-name', err('last_name'))}
            autoComplete="family-name"
            required
            {...register('last_name')}
          />
        </Field>
        <Field
          id="profile-phone"
          label="Phone Number"
          required={Boolean(profile.phone_number)}
          error={err('phone_number')}
          hint="11 digits"
        >
          <PhoneInput
            {...fieldA11y('profile-phone', err('phone_number'), true)}
            required={Boolean(profile.phone_number)}
            {...register('phone_number')}
          />
        </Field>
        <Field
          id="profile-address"
          label="Home Address"
          required={Boolean(profile.home_address)}
          error={err('home_address')}
        >
          <Input
            {...fieldA11y('profile-address', err('home_address'))}
            autoComplete="street-address"
            required={Boolean(profile.home_address)}
            {...register('home_address')}
          />
        </Field>
        <Field id="profile-street-number" label="Street Number" error={err('street_number')}>
          <Input {...fieldA11y('profile-street-number', err('street_number'))} {...register('street_number')} />
        </Field>
        <Field id="profile-house-type" label="House Type" error={err('house_type')}>
          <Select {...fieldA11y('profile-house-type', err('house_type'))} {...register('house_type')}>
            <option value="">Select house type</option>
            {HOUSE_TYPES.map((type) => (
              <option key={type} value={type}>
                {HOUSE_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
        {editableType ? (
          <Field id="profile-resident-type" label="Resident Type" error={err('resident_type')}>
            <Select {...fieldA11y('profile-resident-type', err('resident_type'))} {...register('resident_type')}>
              <option value="">Select resident type</option>
              {EDITABLE_RESIDENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {RESIDENT_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          </Field>
        ) : (
          <Field
            id="profile-resident-type"
            label="Resident Type"
            hint="Security staff keep this type; ask your estate admin to change it."
          >
            <Input
              {...fieldA11y('profile-resident-type', undefined, true)}
              value={RESIDENT_TYPE_LABELS.security}
              readOnly
              disabled
            />
          </Field>
        )}
      </div>
      <p className="text-xs text-slate-500">Email, estate and role cannot be changed here.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
