import { ESTATE_MSG, type ResidentRow } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Input, PhoneInput, Select, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorData, firstFieldError } from '../../../lib/error-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCreateLeader } from '../api/create-leader';
import { useResidentChoices } from '../api/get-resident-choices';
import {
  LEADER_ADD_FAILED,
  LEADER_ADDED,
  type LeaderAddInput,
  type LeaderAddValues,
  leaderAddSchema,
} from '../api/leader-forms';

const FIELDS = ['user', 'position', 'phone_number', 'bio', 'order'] as const;

type LeaderAddDialogProps = {
  estateId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** User ids already on the list: not offered again. */
  leaderUserIds: ReadonlySet<number>;
};

export function LeaderAddDialog({ estateId, open, onOpenChange, leaderUserIds }: LeaderAddDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent title="Add Leader" description="Choose an approved resident and give them a position.">
          <AddForm estateId={estateId} leaderUserIds={leaderUserIds} onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function residentName(resident: ResidentRow) {
  return [resident.first_name, resident.last_name].filter(Boolean).join(' ') || resident.email;
}

function AddForm({
  estateId,
  leaderUserIds,
  onClose,
}: {
  estateId: string;
  leaderUserIds: ReadonlySet<number>;
  onClose: () => void;
}) {
  const create = useCreateLeader(estateId);
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), 300);
  const choices = useResidentChoices(search, true);
  const [picture, setPicture] = useState<File | null>(null);
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LeaderAddInput, unknown, LeaderAddValues>({
    resolver: zodResolver(leaderAddSchema),
    defaultValues: { user: '', position: '', phone_number: '', bio: '', order: 0 },
  });

  const residents = (choices.data ?? []).filter((resident) => !leaderUserIds.has(resident.id));
  const userField = register('user', {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      const chosen = residents.find((resident) => String(resident.id) === event.target.value);
      if (chosen && !getValues('phone_number')) setValue('phone_number', chosen.phone_number ?? '');
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await create.mutateAsync({ values, picture });
      notify.success(LEADER_ADDED);
      onClose();
    } catch (error) {
      const { message } = applyServerErrors(error, setError, FIELDS);
      const pictureError = firstFieldError(errorData(error), 'profile_picture');
      setFormError({ text: message ?? pictureError ?? '', revision: Date.now() });
    }
  });

  const noResidentsToChoose = choices.isSuccess && residents.length === 0;
  const placeholder = choices.isPending
    ? 'Loading residents...'
    : choices.isError
      ? 'Could not load residents'
      : residents.length === 0
        ? search
          ? 'No approved residents match'
          : 'No approved residents available'
        : 'Select a resident';

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {formError !== null ? (
        <FormAlert variant="error" title={LEADER_ADD_FAILED} revision={formError.revision}>
          {formError.text || null}
        </FormAlert>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor="leader-search" className="block text-sm font-medium text-slate-800">
          Search residents
        </label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
          <Input
            id="leader-search"
            type="search"
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            placeholder="Name, email, address or phone"
            className="pl-9"
            aria-controls="leader-user"
          />
          {choices.isFetching ? (
            <Spinner size="sm" label="Searching..." className="absolute top-3 right-3 text-brand-700" />
          ) : null}
        </div>
      </div>
      <Field id="leader-user" label="Resident" required error={errors.user?.message}>
        <Select
          {...fieldA11y('leader-user', errors.user?.message)}
          required
          disabled={choices.isPending}
          {...userField}
        >
          <option value="">{placeholder}</option>
          {residents.map((resident) => (
            <option key={resident.id} value={String(resident.id)}>
              {residentName(resident)} ({resident.email})
            </option>
          ))}
        </Select>
      </Field>
      {noResidentsToChoose ? (
        <p className="-mt-2 text-sm text-slate-600">
          Only approved residents can lead.{' '}
          <Link to="/admin/residents" className="font-medium text-brand-700 hover:underline">
            Approve residents on the Residents page
          </Link>
          .
        </p>
      ) : null}
      <Field id="leader-position" label="Position" required error={errors.position?.message}>
        <Input
          {...fieldA11y('leader-position', errors.position?.message)}
          placeholder="Chairman"
          required
          {...register('position')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="leader-phone" label="Phone Number" error={errors.phone_number?.message}>
          <PhoneInput
            {...fieldA11y('leader-phone', errors.phone_number?.message)}
            maxLength={20}
            {...register('phone_number')}
          />
        </Field>
        <Field id="leader-order" label="Order" error={errors.order?.message} hint="Lower numbers are listed first.">
          <Input
            {...fieldA11y('leader-order', errors.order?.message, true)}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...register('order')}
          />
        </Field>
      </div>
      <Field id="leader-bio" label="Bio" error={errors.bio?.message}>
        <Textarea {...fieldA11y('leader-bio', errors.bio?.message)} rows={3} {...register('bio')} />
      </Field>
      <ImagePicker
        id="leader-picture"
        label="Profile Picture (optional)"
        value={picture}
        onChange={setPicture}
        messages={{ type: ESTATE_MSG.imageType, size: ESTATE_MSG.imageSize }}
        round
        disabled={isSubmitting}
      />
      <DialogActions busy={isSubmitting} sticky>
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Adding...' : 'Add Leader'}
        </Button>
      </DialogActions>
    </form>
  );
}
