import { DASHBOARD_MSG, type ResidentDashboard } from '@estatehub/shared';
import { Megaphone } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ResidentPanel } from './resident-panel';

type DashboardAnnouncement = ResidentDashboard['announcements'][number];

/** Residents read notices only here, so long ones fold to a few lines with Read more rather than being cut. */
const FOLD_CHARS = 240;
const FOLD_LINES = 3;
const isLong = (message: string) => message.length > FOLD_CHARS || message.split('\n').length > FOLD_LINES;

function AnnouncementItem({ announcement: a }: { announcement: DashboardAnnouncement }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const messageId = useId();
  const long = isLong(a.message);
  return (
    <article aria-labelledby={headingId} className="min-w-0">
      <h3 id={headingId} className="font-semibold break-words text-slate-900">
        {a.title}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">
        <time dateTime={a.created_at} title={formatDateTime(a.created_at)}>
          {formatDate(a.created_at)}
        </time>
        {a.created_by_name ? ` · ${a.created_by_name}` : null}
      </p>
      <p
        id={messageId}
        className={`mt-2 text-sm break-words whitespace-pre-line text-slate-700 ${long && !open ? 'line-clamp-3' : ''}`}
      >
        {a.message}
      </p>
      {long ? (
        <Button
          variant="link"
          size="sm"
          className="mt-1"
          aria-expanded={open}
          aria-controls={messageId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Show less' : 'Read more'}
        </Button>
      ) : null}
    </article>
  );
}

/** The estate's newest announcements: title, date, who posted it, and the message. */
export function ResidentAnnouncements({ announcements }: { announcements: DashboardAnnouncement[] | undefined }) {
  return (
    <ResidentPanel
      title="Estate Announcements"
      description="The latest notices from your estate."
      rows={announcements}
      empty={{
        icon: Megaphone,
        title: DASHBOARD_MSG.noAnnouncements,
        text: 'Notices from your estate management will appear here.',
      }}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-100" aria-label="Estate announcements">
          {rows.map((a) => (
            <li key={a.id} className="px-5 py-4">
              <AnnouncementItem announcement={a} />
            </li>
          ))}
        </ul>
      )}
    </ResidentPanel>
  );
}
