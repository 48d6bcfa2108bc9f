import { type Announcement, DASHBOARD_MSG } from '@estatehub/shared';
import { Megaphone } from 'lucide-react';
import { useId } from 'react';
import { FoldedText } from '../../../components/folded-text';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ResidentPanel } from './resident-panel';

function AnnouncementItem({ announcement: a }: { announcement: Announcement }) {
  const headingId = useId();
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
      {/* Residents read notices only here, so long ones fold to a few lines rather than being cut. */}
      <FoldedText text={a.message} lines={3} chars={240} className="mt-2" buttonClassName="mt-1" />
    </article>
  );
}

/** The estate's newest announcements: title, date, who posted it, and the message. */
export function ResidentAnnouncements({ announcements }: { announcements: Announcement[] | undefined }) {
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
