import { STAFF_MSG, type StaffMember } from '@estatehub/shared';
import { ArrowLeft, Ban, Pencil, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { messageOr } from '../../../lib/error-text';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaffMember } from '../api/get-staff-member';
import { DisableStaffDialog } from '../components/disable-staff-dialog';
import { StaffFormDialog } from '../components/staff-form-dialog';
import { genderLabel, registeredOn, StaffStatusBadge } from '../components/staff-labels';

const LIST = '/resident/artisans-domestics';

function BackLink() {
  return (
    <Link to={LIST} className={buttonClasses('ghost', 'sm', '-ml-2')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to Staff
    </Link>
  );
}

/** /resident/artisans-domestics/{id}: one staff member, with Edit, Disable and Delete while it is theirs. */
export default function StaffDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <div className="space-y-4">
      <BackLink />
      {valid ? <StaffDetail id={id} /> : <Alert variant="warning" title={STAFF_MSG.notFound} />}
    </div>
  );
}

function StaffDetail({ id }: { id: number }) {
  const staff = useStaffMember(id);
  if (staff.isPending)
    return (
      <Card className="space-y-4 p-6" role="status">
        <span className="sr-only">Loading staff details...</span>
        <Skeleton className="h-7 w-48" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10 w-full" />
        ))}
      </Card>
    );
  if (staff.isError) {
    if (isApiError(staff.error) && staff.error.status === 404)
      return (
        <Alert variant="warning" title={STAFF_MSG.notFound}>
          <p>It may have been deleted. Go back to see your staff.</p>
        </Alert>
      );
    return <LoadError title={STAFF_MSG.loadFailed} error={staff.error} onRetry={() => void staff.refetch()} />;
  }
  return <StaffView staff={staff.data} />;
}

function StaffView({ staff }: { staff: StaffMember }) {
  const navigate = useNavigate();
  const remove = useDeleteStaff();
  const [editing, setEditing] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const active = staff.status === 'active';

  const onDelete = async () => {
    try {
      await remove.mutateAsync(staff.id);
      notify.success(STAFF_MSG.deleted);
      navigate(LIST, { replace: true });
    } catch (error) {
      setConfirmDelete(false);
      notify.error(messageOr(error, STAFF_MSG.deleteFailed));
    }
  };

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 p-5 sm:p-6">
        <div className="min-w-0">
          <h2 className="text-xl font-bold break-words text-slate-900">{staff.name}</h2>
          <p className="text-slate-600">{staff.role}</p>
        </div>
        <StaffStatusBadge status={staff.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-4 p-5 sm:grid-cols-2 sm:p-6">
        <Item label="Staff ID">
          <span className="font-mono text-lg font-semibold tracking-wider">{staff.unique_id}</span>
        </Item>
        <Item label="Phone Number">
          <a
            href={`tel:${staff.phone_number}`}
            className="text-brand-700 tabular-nums underline-offset-2 hover:underline"
          >
            {staff.phone_number}
          </a>
        </Item>
        <Item label="Gender">{genderLabel(staff.gender)}</Item>
        <Item label="Date of Registration">{registeredOn(staff.date_of_registration)}</Item>
        {!active ? (
          <>
            <Item label="Removed">{staff.removed_at ? formatDateTime(staff.removed_at) : '—'}</Item>
            <Item label="Reason for removal">{staff.removal_reason || 'No reason given'}</Item>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-2 border-t border-slate-100 p-5 sm:flex-row sm:flex-wrap sm:p-6">
        {active ? (
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              Edit
            </Button>
            <Button variant="outline" className="text-amber-800" onClick={() => setDisabling(true)}>
              <Ban className="size-4" aria-hidden="true" />
              Disable
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-600 sm:mr-auto sm:self-center">
            Removed staff cannot be edited or disabled again.
          </p>
        )}
        <Button variant="danger" className="sm:ml-auto" onClick={() => setConfirmDelete(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>

      <StaffFormDialog target={editing ? staff : null} onClose={() => setEditing(false)} />
      <DisableStaffDialog staff={disabling ? staff : null} onClose={() => setDisabling(false)} reasonRequired={false} />
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete staff member?"
        description={`${staff.name} (${staff.unique_id}) will be deleted for good. Security will no longer find this staff ID.`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </Card>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
