import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions, DialogContent } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
  children?: ReactNode;
};

/** A confirm step before a destructive action; Cancel gets the initial focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  tone = 'danger',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent title={title} description={description} closeOnBackdrop={!pending}>
        {children}
        <DialogActions busy={pending} focusCancel className="mt-6">
          <Button variant={tone} onClick={onConfirm} disabled={pending} loading={pending}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
