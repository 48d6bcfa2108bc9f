import { NOTIFICATION_MSG, type Notification } from '@estatehub/shared';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useLatestNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationList } from './notification-list';
import { PushToggle } from './push-toggle';

/**
 * The bell in the signed-in header: the unread count as a badge, and a menu with the latest
 * entries, Mark all read, and push on or off. Updated live from the event stream.
 */
export function NotificationBell({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { data, isPending, error, refetch } = useLatestNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unread_count ?? 0;
  const announcement = useNewEntryAnnouncement(data?.results, unread);

  const onOpen = (entry: Notification) => {
    if (!entry.read) markRead.mutate(entry.id);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={`${NOTIFICATION_MSG.title}, ${unread} unread`}
        className={cn(
          'relative grid size-10 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          className,
        )}
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white ring-2 ring-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <span role="status" className="sr-only">
        {announcement}
      </span>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={NOTIFICATION_MSG.title}
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">{NOTIFICATION_MSG.title}</h2>
            <Button
              variant="link"
              className="text-sm"
              onClick={() => markAll.mutate()}
              disabled={unread === 0 || markAll.isPending}
            >
              {NOTIFICATION_MSG.markAllRead}
            </Button>
          </div>
          {markAll.isError ? (
            <p role="alert" className="px-4 pt-2 text-xs text-red-700">
              {NOTIFICATION_MSG.markAllFailed}
            </p>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto">
            <NotificationList
              items={data?.results}
              isPending={isPending}
              error={error}
              onRetry={() => void refetch()}
              onOpen={onOpen}
            />
          </div>
          <PushToggle />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Tells a screen-reader user when a new entry arrives (not on the first load). */
function useNewEntryAnnouncement(items: Notification[] | undefined, unread: number): string {
  const [text, setText] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (items === undefined) return;
    if (previous.current !== null && unread > previous.current && items[0])
      setText(`New notification: ${items[0].title}`);
    previous.current = unread;
  }, [items, unread]);
  return text;
}
