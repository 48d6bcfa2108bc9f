import type { StaffMember } from '@estatehub/shared';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { formatDateTime } from '../../../lib/format';
import { genderLabel, registeredOn, StaffStatusBadge } from './staff-labels';

type StaffDetailsDialogProps = {
  staff: StaffMember | null;
  onClose: () => void;
  onDisable: (staff: StaffMember) => void;
};

/** The admin's details of one staff member, with Disable while active. */
export function StaffDetailsDialog({ staff, onClose, onDisable }: StaffDetailsDialogProps) {
  return (
    <Dialog open={staff !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {staff ? (
        <DialogContent title="Staff Details" description={`${staff.name}, ${staff.role}`}>
          <div className="mb-4">
            <StaffStatusBadge status={staff.status} />
          </div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Item label="Staff ID">
              <span className="font-mono font-semibold tracking-wider">{staff.unique_id}</span>
            </Item>
            <Item label="Phone Number">{staff.phone_number}</Item>
            <Item label="Gender">{genderLabel(staff.gender)}</Item>
            <Item label="Date of Registration">{registeredOn(staff.date_of_registration)}</Item>
            <Item label="Resident">
              <span className="break-all">{staff.resident_name}</span>
            </Item>
            <Item label="Estate">{staff.estate_name}</Item>
            {staff.status === 'removed' ? (
              <>
                <Item label="Removed">{staff.removed_at ? formatDateTime(staff.removed_at) : '—'}</Item>
                <Item label="Reason for removal">{staff.removal_reason || 'No reason given'}</Item>
              </>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            {staff.status === 'active' ? (
              <Button variant="danger" onClick={() => onDisable(staff)}>
                <Ban className="size-4" aria-hidden="true" />
                Disable Staff
              </Button>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}
