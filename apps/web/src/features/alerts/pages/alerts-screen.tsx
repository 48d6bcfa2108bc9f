import { ALERT_MSG, ALERTS_PAGE_SIZE } from '@estatehub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BellOff, Siren } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ListPager, ListRange } from '../../../components/list-card';
import { QueryListBody } from '../../../components/query-list-body';
import { Alert as Notice } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveEvent } from '../../../lib/live/use-live-event';
import { usePageRange } from '../../../lib/use-page-range';
import { alertKeys, useAlerts } from '../api/get-alerts';
import { AlertsHistory } from '../components/alerts-history';
import { SendAlertDialog } from '../components/send-alert-dialog';

/** The success banner stays this long (spec part 2 section 9). */
const SUCCESS_MS = 5000;

type Variant = 'resident' | 'admin';

const TEXT = {
  resident: {
    banner: 'Emergency Alert System',
    bannerText: 'Send immediate alerts to estate management and security',
    sent: ALERT_MSG.sentByResident,
    listTitle: 'Alert History',
    listText: 'Your recent emergency alerts',
    empty: { title: ALERT_MSG.noneSent, text: ALERT_MSG.noneSentHint },
  },
  admin: {
    banner: 'Emergency Alerts',
    bannerText: 'Send and monitor estate-wide emergency alerts',
    sent: ALERT_MSG.sentByAdmin,
    listTitle: 'All Estate Alerts',
    listText: 'Emergency alerts from all estate members',
    empty: { title: ALERT_MSG.noneRecorded, text: ALERT_MSG.noneRecordedHint },
  },
} as const;

/** /resident/alerts and /admin/alerts: the red banner with Send Alert, the success banner, the history. */
export function AlertsScreen({ variant }: { variant: Variant }) {
  const text = TEXT[variant];
  const [page, setPage] = useState(1);
  const alerts = useAlerts(page);
  const queryClient = useQueryClient();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sent, setSent] = useState(0);
  const listTop = useRef<HTMLDivElement>(null);

  // Someone else's alert arrived: the list shows it without a reload.
  useLiveEvent('alert', () => void queryClient.invalidateQueries({ queryKey: alertKeys.all }));

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setSent(0), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSent = useCallback(() => {
    setDialogOpen(false);
    setPage(1);
    setSent(Date.now());
  }, []);

  const rows = alerts.data?.results ?? [];
  const { pages, first, last } = usePageRange(page, ALERTS_PAGE_SIZE, alerts.data?.count, setPage);

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="alert-banner-title"
        className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-600 text-white">
            <Siren className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="alert-banner-title" className="font-semibold text-red-900">
              {text.banner}
            </h2>
            <p className="text-sm text-red-800">{text.bannerText}</p>
          </div>
        </div>
        <Button variant="danger" size="lg" onClick={() => setDialogOpen(true)} className="shrink-0">
          <Siren className="size-5" aria-hidden="true" />
          Send Alert
        </Button>
      </section>

      {sent ? <Notice variant="success">{text.sent}</Notice> : null}

      <Card className="overflow-hidden">
        <div ref={listTop} className="scroll-mt-20">
          <CardHeader
            title={text.listTitle}
            description={text.listText}
            action={
              <ListRange
                refreshing={alerts.isFetching && !alerts.isPending}
                first={first}
                last={last}
                count={alerts.data?.count ?? 0}
              />
            }
          />
        </div>
        {alerts.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 p-10 text-sm text-slate-600">
            <Spinner size="sm" label={null} className="text-brand-700" />
            {ALERT_MSG.loading}
          </div>
        ) : (
          <QueryListBody
            query={alerts}
            loadingLabel={ALERT_MSG.loading}
            errorTitle="Could not load alerts"
            isEmpty={rows.length === 0}
            empty={{ icon: BellOff, ...text.empty }}
            inset="p-5"
          >
            <AlertsHistory rows={rows} withSender={variant === 'admin'} />
          </QueryListBody>
        )}
        <ListPager page={page} pages={pages} onPageChange={setPage} label="Alert pages" scrollTo={listTop} />
      </Card>

      <SendAlertDialog open={dialogOpen} variant={variant} onClose={() => setDialogOpen(false)} onSent={onSent} />
    </div>
  );
}
