import type { CheckoutAnswer } from '@estatehub/shared';
import { FlaskConical } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { formatKobo } from '../../../lib/format';
import { intervalLabel } from './subscription-labels';

type SandboxCheckoutDialogProps = {
  checkout: CheckoutAnswer | null;
  paying: boolean;
  onPay: () => void;
  /** Cancel, the close button, Escape or the backdrop: the payment window closed unpaid. */
  onClose: () => void;
};

/** The local stand-in for Paystack's popup when no keys are configured: plainly a test. */
export function SandboxCheckoutDialog({ checkout, paying, onPay, onClose }: SandboxCheckoutDialogProps) {
  return (
    <Dialog open={checkout !== null} onOpenChange={(open) => (open || paying ? undefined : onClose())}>
      {checkout ? (
        <DialogContent
          title={
            <span className="flex flex-wrap items-center gap-2">
              Test checkout
              <Badge tone="warning">
                <FlaskConical className="size-3.5" aria-hidden="true" /> TEST
              </Badge>
            </span>
          }
          description="Test checkout — no real money moves."
          closeOnBackdrop={!paying}
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">Plan</dt>
            <dd className="font-medium text-slate-900">
              {checkout.plan.name} ({checkout.plan.interval})
            </dd>
            <dt className="text-slate-600">Amount</dt>
            <dd className="font-medium text-slate-900">
              {formatKobo(checkout.amount)} / {intervalLabel(checkout.plan.interval)}
            </dd>
            <dt className="text-slate-600">E-mail</dt>
            <dd className="break-all font-medium text-slate-900">{checkout.email}</dd>
            <dt className="text-slate-600">Reference</dt>
            <dd className="break-all font-mono text-xs text-slate-700">{checkout.reference}</dd>
          </dl>
          <DialogActions busy={paying} className="mt-6">
            <Button onClick={onPay} loading={paying} disabled={paying} autoFocus>
              Pay {formatKobo(checkout.amount)} (test)
            </Button>
          </DialogActions>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
