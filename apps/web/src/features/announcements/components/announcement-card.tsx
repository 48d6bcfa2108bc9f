import type { Announcement } from '@estatehub/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { FoldedText } from '../../../components/folded-text';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate, formatDateTime } from '../../../lib/format';

type AnnouncementCardProps = {
  announcement: Announcement;
  onEdit: (a: Announcement) => void;
  onDelete: (a: Announcement) => void;
};

/** One announcement in the grid: title, when and by whom, the message, and Edit and Delete. */
export function AnnouncementCard({ announcement: a, onEdit, onDelete }: AnnouncementCardProps) {
  const headingId = useId();
  const edited = a.updated_at !== a.created_at;
  return (
    <Card className="flex h-full min-w-0 flex-col p-5">
      <article aria-labelledby={headingId} className="flex h-full min-w-0 flex-col">
        <h3 id={headingId} className="font-semibold break-words text-slate-900">
          {a.title}
        </h3>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={a.created_at} title={formatDateTime(a.created_at)}>
            {formatDate(a.created_at)}
          </time>
          {a.created_by_name ? ` · ${a.created_by_name}` : null}
          {edited ? ' · edited' : null}
        </p>
        <FoldedText
          text={a.message}
          lines={5}
          chars={280}
          className="mt-3 mb-4"
          buttonClassName="mt-1 self-start px-0"
        />
        <div className="mt-auto flex justify-end gap-1 border-t border-slate-100 pt-3">
          <Button variant="ghost" size="sm" onClick={() => onEdit(a)} aria-label={`Edit ${a.title}`}>
            <Pencil className="size-4" aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(a)}
            aria-label={`Delete ${a.title}`}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
