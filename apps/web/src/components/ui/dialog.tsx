import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

/** A Cancel button that closes the dialog, then the dialog's own action; stacked on phones. */
export function DialogActions({
  busy = false,
  focusCancel = false,
  sticky = false,
  className,
  children,
}: {
  busy?: boolean;
  /** Start on Cancel (for destructive confirmations). */
  focusCancel?: boolean;
  /** Long forms: the buttons stay pinned to the dialog's bottom edge while the fields scroll. */
  sticky?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
        sticky && 'sticky -bottom-6 z-10 -mx-6 -mb-6 border-t border-slate-200 bg-white px-6 py-4',
        className,
      )}
    >
      <DialogClose asChild>
        <Button variant="outline" disabled={busy} autoFocus={focusCancel}>
          Cancel
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

type DialogContentProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Clicking the backdrop closes the dialog unless this is false. */
  closeOnBackdrop?: boolean;
};

export function DialogContent({ title, description, children, className, closeOnBackdrop = true }: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 backdrop-blur-[1px]" />
      <RadixDialog.Content
        onPointerDownOutside={closeOnBackdrop ? undefined : (event) => event.preventDefault()}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <div>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>
            ) : null}
          </div>
          <RadixDialog.Close
            aria-label="Close"
            className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <X className="size-5" aria-hidden="true" />
          </RadixDialog.Close>
        </div>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A panel sliding in from the left: the mobile sidebar drawer. */
export function DrawerContent({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
      <RadixDialog.Content
        aria-describedby={undefined}
        className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none lg:hidden"
      >
        <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
