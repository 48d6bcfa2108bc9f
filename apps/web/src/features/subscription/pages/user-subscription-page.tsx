import { type CheckoutAnswer, SUBSCRIPTION_MSG, type SubscriptionPlan } from '@estatehub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useContext, useState } from 'react';
import { Link } from 'react-router';
import { InAppShellContext, PageHeading } from '../../../components/layout/page-heading';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { errorData, serverMessage } from '../../../lib/error-text';
import { loadPaystack } from '../api/paystack-inline';
import {
  cancelSubscription,
  startCheckout,
  subscriptionKeys,
  useSubscriptionStatus,
  verifyPayment,
} from '../api/subscription-api';
import { type PollOutcome, usePaymentPolling } from '../api/use-payment-polling';
import { BillingHistory } from '../components/billing-history';
import { PlansSection } from '../components/plans-section';
import { SandboxCheckoutDialog } from '../components/sandbox-checkout-dialog';
import { StatusCard } from '../components/status-card';
import { longDay } from '../components/subscription-labels';

type Notice = { variant: 'error' | 'success' | 'info' | 'warning'; title: string; text?: ReactNode };

/** The cancel refusals of spec part 2 section 8, else the server's detail, else the generic failure. */
function cancelError(error: unknown): string {
  if (isApiError(error) && error.status === 404) return SUBSCRIPTION_MSG.cancelNotFound;
  if (isApiError(error) && error.status === 403) return SUBSCRIPTION_MSG.cancelForbidden;
  return serverMessage(errorData(error)) ?? SUBSCRIPTION_MSG.cancelFailed;
}

/**
 * /user-subscription and /admin/subscription (Subscription Management): the status card, the
 * plans, checkout (Paystack's popup, or the sandbox dialog without keys), polling, and cancel.
 */
export default function UserSubscriptionPage() {
  const { user, isLoading, refreshUser } = useAuth();
  // The app shell pads its pages already; the public layout does not.
  const inShell = useContext(InAppShellContext);
  const queryClient = useQueryClient();
  const status = useSubscriptionStatus(user !== null);
  const [notices, setNotices] = useState<Notice[]>([]);
  const [busyPlanId, setBusyPlanId] = useState<number | null>(null);
  const [sandbox, setSandbox] = useState<CheckoutAnswer | null>(null);
  const [paying, setPaying] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  const reload = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.status }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.charges }),
      refreshUser(),
    ]);
  }, [queryClient, refreshUser]);

  const polling = usePaymentPolling(
    useCallback(
      (outcome: PollOutcome) => {
        if (outcome === 'active') setNotices([{ variant: 'success', title: SUBSCRIPTION_MSG.activated }]);
        else setNotices([{ variant: 'info', title: SUBSCRIPTION_MSG.pollTimeout }]);
        // The guards and the header badge read the signed-in user: refresh it either way.
        void reload();
      },
      [reload],
    ),
  );

  const closedUnpaid = () => setNotices([{ variant: 'info', title: SUBSCRIPTION_MSG.windowClosed }]);

  const verify = async (reference: string) => {
    try {
      await verifyPayment(reference);
      setNotices([]);
      polling.start();
      return true;
    } catch (error) {
      setNotices([
        {
          variant: 'error',
          title: SUBSCRIPTION_MSG.verifyFailed,
          text: `${serverMessage(errorData(error)) ?? ''} Reference: ${reference}`.trim(),
        },
      ]);
      return false;
    }
  };

  const choose = async (plan: SubscriptionPlan) => {
    if (!user?.email) {
      setNotices([{ variant: 'error', title: SUBSCRIPTION_MSG.noEmail }]);
      return;
    }
    setNotices([]);
    setBusyPlanId(plan.id);
    try {
      const checkout = await startCheckout(plan.id);
      if (checkout.mode === 'sandbox') {
        setSandbox(checkout);
        return;
      }
      const paystack = await loadPaystack();
      paystack
        .setup({
          key: checkout.public_key ?? '',
          email: checkout.email,
          plan: checkout.plan_code,
          ref: checkout.reference,
          callback: (response) => void verify(response.reference || checkout.reference),
          onClose: closedUnpaid,
        })
        .openIframe();
    } catch (error) {
      setNotices([{ variant: 'error', title: SUBSCRIPTION_MSG.checkoutFailed, text: serverMessage(errorData(error)) }]);
    } finally {
      setBusyPlanId(null);
    }
  };

  const paySandbox = async () => {
    if (!sandbox) return;
    setPaying(true);
    const ok = await verify(sandbox.reference);
    setPaying(false);
    if (ok) setSandbox(null);
  };

  const cancel = async () => {
    setCancelling(true);
    try {
      const answer = await cancelSubscription();
      const next: Notice[] = [{ variant: 'success', title: answer.message }];
      if (answer.warning) next.push({ variant: 'warning', title: answer.warning });
      setNotices(next);
    } catch (error) {
      setNotices([{ variant: 'error', title: cancelError(error) }]);
    } finally {
      setCancelling(false);
      setConfirmCancel(false);
      await reload();
    }
  };

  const accessUntil = status.data?.next_billing_date ? longDay(status.data.next_billing_date) : null;

  return (
    <div className={inShell ? 'space-y-6' : 'mx-auto max-w-5xl space-y-6 px-4 py-12 sm:px-6'}>
      <header className="space-y-2">
        <PageHeading className="text-3xl font-bold">Subscription Management</PageHeading>
        <p className="text-slate-600">Your access to EstateHub depends on an active subscription.</p>
      </header>
      {isLoading ? null : !user ? (
        <Card>
          <CardBody className="space-y-4">
            <p className="text-slate-700">Sign in to see your subscription status.</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/login" className={buttonClasses('primary')}>
                Sign In
              </Link>
              <Link to="/pricing" className={buttonClasses('outline')}>
                See pricing
              </Link>
            </div>
          </CardBody>
        </Card>
      ) : (
        <>
          <div aria-live="polite" className="space-y-3">
            {polling.polling ? (
              <div className="flex items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
                <Spinner size="sm" label={null} />
                Confirming your payment…
              </div>
            ) : null}
            {notices.map((notice) => (
              <Alert key={notice.title} variant={notice.variant} title={notice.title}>
                {notice.text || null}
              </Alert>
            ))}
          </div>

          {status.isPending ? (
            <Card>
              <CardBody className="flex justify-center py-10 text-brand-700">
                <Spinner label="Loading your subscription..." />
              </CardBody>
            </Card>
          ) : status.isError ? (
            <Alert variant="error" title={SUBSCRIPTION_MSG.loadFailed}>
              <Button variant="link" onClick={() => void status.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <StatusCard
              user={user}
              status={status.data}
              cancelling={cancelling}
              onCancel={() => setConfirmCancel(true)}
            />
          )}

          <PlansSection
            key={status.data?.plan?.interval ?? 'none'}
            status={status.data}
            busyPlanId={busyPlanId}
            disabled={busyPlanId !== null || polling.polling || paying}
            onChoose={(plan) => void choose(plan)}
          />

          <BillingHistory />

          <SandboxCheckoutDialog
            checkout={sandbox}
            paying={paying}
            onPay={() => void paySandbox()}
            onClose={() => {
              setSandbox(null);
              closedUnpaid();
            }}
          />

          <ConfirmDialog
            open={confirmCancel}
            onOpenChange={setConfirmCancel}
            title="Cancel subscription?"
            description={
              accessUntil
                ? `You keep full access until ${accessUntil}; after that you will not be billed again.`
                : 'You will not be billed again.'
            }
            confirmLabel="Cancel subscription"
            pendingLabel="Cancelling..."
            pending={cancelling}
            onConfirm={() => void cancel()}
          />
        </>
      )}
    </div>
  );
}
