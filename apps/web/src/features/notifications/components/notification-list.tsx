import { NOTIFICATION_MSG, type Notification } from '@estatehub/shared';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

type NotificationListProps = {
  items: Notification[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** An entry was opened: mark it read and close the menu. */
  onOpen: (entry: Notification) => void;
};

/** The latest entries, each a link to its screen; loading, empty and error states. */
export function NotificationList({ items, isPending, error, onRetry, onOpen }: NotificationListProps) {
  if (isPending)
    return (
      <div className="p-4">
        <SkeletonBlock label="Loading notifications..." lines={3} />
      </div>
    );
  if (error && !items)
    return <LoadError className="m-3" title={NOTIFICATION_MSG.loadFailed} error={error} onRetry={onRetry} />;
  if (!items || items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-8 text-center">
        <BellRing className="size-8 text-slate-400" aria-hidden="true" />
        <p className="text-sm text-slate-600">{NOTIFICATION_MSG.empty}</p>
      </div>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((entry) => (
        <li key={entry.id}>
          <Link
            to={entry.link || '/'}
            onClick={() => onOpen(entry)}
            className={cn(
              'flex gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
              !entry.read && 'bg-brand-50/40',
            )}
          >
            <span
              aria-hidden="true"
              className={cn('mt-1.5 size-2 shrink-0 rounded-full', entry.read ? 'bg-transparent' : 'bg-brand-600')}
            />
            <span className="min-w-0 flex-1">
              <span className={cn('block text-sm text-slate-900', !entry.read && 'font-semibold')}>
                {entry.read ? null : <span className="sr-only">Unread: </span>}
                {entry.title}
              </span>
              {entry.body ? (
                <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{entry.body}</span>
              ) : null}
              <time dateTime={entry.created_at} className="mt-1 block text-xs text-slate-500">
                {formatDateTime(entry.created_at)}
              </time>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
