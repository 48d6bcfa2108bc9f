import { ANNOUNCEMENTS_PAGE_SIZE, type Announcement } from '@estatehub/shared';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { AnnouncementCard } from './announcement-card';

/** One column on phones, two on tablets, three on wide screens (spec part 2 section 2). */
const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

type AnnouncementGridProps = {
  rows: Announcement[];
  onEdit: (a: Announcement) => void;
  onDelete: (a: Announcement) => void;
};

export function AnnouncementGrid({ rows, onEdit, onDelete }: AnnouncementGridProps) {
  return (
    <ul aria-label="Announcements" className={GRID}>
      {rows.map((a) => (
        <li key={a.id} className="min-w-0">
          <AnnouncementCard announcement={a} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

/** A page of card-shaped placeholders while the first page loads. */
export function AnnouncementGridSkeleton() {
  return (
    <div role="status" className={GRID}>
      <span className="sr-only">Loading announcements...</span>
      {Array.from({ length: ANNOUNCEMENTS_PAGE_SIZE }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={i} className="space-y-3 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-3 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-1/2" />
        </Card>
      ))}
    </div>
  );
}
