import { ESTATE_MSG, type EstateDetail } from '@estatehub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { NO_BANK_ACCOUNTS } from '../../../components/bank-account-list';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, fieldA11y } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Input, PhoneInput, Textarea } from '../../../components/ui/input';
import { errorData, firstFieldError } from '../../../lib/error-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useDeleteBankAccount } from '../api/delete-bank-account';
import {
  BANK_ACCOUNT_DELETED,
  BANK_ACCOUNT_REMOVED_LOCALLY,
  BANK_ACCOUNTS_NOT_SAVED,
  EMPTY_BANK_ROW,
  ESTATE_UPDATE_FAILED,
  ESTATE_UPDATED,
  type EstateEditInput,
  type EstateEditValues,
  editDefaults,
  estateEditSchema,
  isComplete,
  NEW_ACCOUNT_INCOMPLETE,
} from '../api/estate-edit-form';
import { useSaveEstateProfile } from '../api/save-estate-profile';

type EstateEditFormProps = {
  estateId: string;
  estate: EstateDetail;
  /** Back to view mode; `warning` is shown there when bank accounts may not be saved. */
  onDone: (warning?: string) => void;
};

const ESTATE_FIELDS = ['name', 'address', 'description', 'phone_number', 'email'] as const;

export function EstateEditForm({ estateId, estate, onDone }: EstateEditFormProps) {
  const save = useSaveEstateProfile(estateId);
  const removeAccount = useDeleteBankAccount(estateId);
  const [logo, setLogo] = useState<File | null>(null);
  const [formError, setFormError] = useState<{ text: string; revision: number } | null>(null);
  const [listChangedLocally, setListChangedLocally] = useState(false);
  const [toDelete, setToDelete] = useState<{ index: number; id: number; label: string } | null>(null);
  const [deleting, setDeleting] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EstateEditInput, unknown, EstateEditValues>({
    resolver: zodResolver(estateEditSchema),
    defaultValues: editDefaults(estate),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'bank_accounts', keyName: 'key' });
  const rows = watch('bank_accounts');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const outcome = await save.mutateAsync({ saved: estate, values, logo, listChangedLocally });
      if (outcome.bankError !== null) {
        onDone(outcome.bankError ? `${BANK_ACCOUNTS_NOT_SAVED} (${outcome.bankError})` : BANK_ACCOUNTS_NOT_SAVED);
      } else {
        notify.success(ESTATE_UPDATED);
        onDone();
      }
    } catch (error) {
      applyServerErrors(error, setError, ESTATE_FIELDS);
      const logoError = firstFieldError(errorData(error), 'logo');
      setFormError({
        text: logoError ? `${ESTATE_UPDATE_FAILED} ${logoError}` : ESTATE_UPDATE_FAILED,
        revision: Date.now(),
      });
    }
  });

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await removeAccount.mutateAsync(toDelete.id);
      remove(toDelete.index);
      notify.success(BANK_ACCOUNT_DELETED);
    } catch (error) {
      console.error('Failed to delete bank account', error);
      remove(toDelete.index);
      setListChangedLocally(true);
      notify.info(BANK_ACCOUNT_REMOVED_LOCALLY);
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const err = (name: (typeof ESTATE_FIELDS)[number]) => errors[name]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="Edit estate profile">
      {formError ? (
        <FormAlert variant="error" title="Not saved" revision={formError.revision}>
          {formError.text}
        </FormAlert>
      ) : null}

      <Card>
        <CardHeader title="Estate Details" description="Name, address, contact details and logo." />
        <CardBody className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="ep-name" label="Estate Name" required error={err('name')}>
              <Input {...fieldA11y('ep-name', err('name'))} required {...register('name')} />
            </Field>
            <Field id="ep-address" label="Address" required error={err('address')}>
              <Input
                {...fieldA11y('ep-address', err('address'))}
                autoComplete="street-address"
                required
                {...register('address')}
              />
            </Field>
            <Field id="ep-email" label="Contact Email" required error={err('email')}>
              <Input
                {...fieldA11y('ep-email', err('email'))}
                type="email"
                autoComplete="email"
                required
                {...register('email')}
              />
            </Field>
            <Field id="ep-phone" label="Contact Phone" required error={err('phone_number')} hint="11 digits">
              <PhoneInput
                {...fieldA11y('ep-phone', err('phone_number'), true)}
                required
                {...register('phone_number')}
              />
            </Field>
          </div>
          <Field id="ep-description" label="Description" error={err('description')}>
            <Textarea {...fieldA11y('ep-description', err('description'))} rows={4} {...register('description')} />
          </Field>
          <ImagePicker
            id="ep-logo"
            label="Estate Logo"
            value={logo}
            onChange={setLogo}
            currentUrl={estate.logo}
            messages={{ type: ESTATE_MSG.imageType, size: ESTATE_MSG.imageSize }}
            hint="An image file under 5MB. Leave empty to keep the current logo."
            disabled={isSubmitting}
          />
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Bank Accounts"
          description="Where residents pay their dues."
          action={
            <Button variant="outline" size="sm" onClick={() => append({ ...EMPTY_BANK_ROW })} disabled={isSubmitting}>
              <Plus className="size-4" aria-hidden="true" />
              Add Bank Account
            </Button>
          }
        />
        <CardBody className="space-y-4">
          {fields.length === 0 ? <EmptyState icon={Landmark} title={NO_BANK_ACCOUNTS} /> : null}
          {fields.map((field, index) => {
            const row = rows?.[index];
            const rowErrors = errors.bank_accounts?.[index];
            const isNew = field.account_id === undefined;
            const incomplete =
              isNew && row && !isComplete(row) && (row.account_number || row.account_name || row.bank_name);
            const base = `ep-bank-${field.key}`;
            return (
              <fieldset key={field.key} className="rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-700">
                  {isNew ? 'New bank account' : `Bank account ${index + 1}`}
                </legend>
                <div className="grid gap-4 sm:grid-cols-3">
                  <Field
                    id={`${base}-number`}
                    label="Account Number"
                    required
                    error={rowErrors?.account_number?.message}
                  >
                    <Input
                      {...fieldA11y(`${base}-number`, rowErrors?.account_number?.message)}
                      inputMode="numeric"
                      maxLength={10}
                      placeholder="0123456789"
                      {...register(`bank_accounts.${index}.account_number`)}
                    />
                  </Field>
                  <Field id={`${base}-name`} label="Account Name" required error={rowErrors?.account_name?.message}>
                    <Input
                      {...fieldA11y(`${base}-name`, rowErrors?.account_name?.message)}
                      {...register(`bank_accounts.${index}.account_name`)}
                    />
                  </Field>
                  <Field id={`${base}-bank`} label="Bank Name" required error={rowErrors?.bank_name?.message}>
                    <Input
                      {...fieldA11y(`${base}-bank`, rowErrors?.bank_name?.message)}
                      {...register(`bank_accounts.${index}.bank_name`)}
                    />
                  </Field>
                </div>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-xs text-slate-500">{incomplete ? NEW_ACCOUNT_INCOMPLETE : ''}</p>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    disabled={isSubmitting}
                    onClick={() => {
                      if (field.account_id === undefined) remove(index);
                      else
                        setToDelete({
                          index,
                          id: field.account_id,
                          label: `${field.bank_name} ${field.account_number}`.trim(),
                        });
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                    {isNew ? 'Remove' : 'Delete'}
                  </Button>
                </div>
              </fieldset>
            );
          })}
        </CardBody>
      </Card>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onDone()} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete bank account?"
        description={`The account ${toDelete?.label ?? ''} will be removed from the estate. Residents will no longer see it.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={confirmDelete}
      />
    </form>
  );
}
