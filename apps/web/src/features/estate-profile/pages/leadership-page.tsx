import type { Leader } from '@estatehub/shared';
import { ArrowLeft, Mail, Pencil, Phone, Plus, Trash2, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOr } from '../../../lib/error-text';
import { notify } from '../../../lib/notify';
import { useDeleteLeader } from '../api/delete-leader';
import { useLeadership } from '../api/get-leadership';
import { LEADER_REMOVE_FAILED, LEADER_REMOVED } from '../api/leader-forms';
import { LeaderAddDialog } from '../components/leader-add-dialog';
import { LeaderAvatar } from '../components/leader-avatar';
import { LeaderEditDialog } from '../components/leader-edit-dialog';
import { NO_LEADERSHIP } from '../components/leadership-list';
import { QueryError } from '../components/query-error';

function LeadershipSkeleton() {
  return (
    <div role="status" className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">Loading leadership...</span>
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} className="flex gap-4 p-5">
          <Skeleton className="size-14 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </Card>
      ))}
    </div>
  );
}

/** /admin/estates/{estateId}/leadership: list, edit, add (choosing a resident) and remove leaders. */
export default function LeadershipPage() {
  const { estateId = '' } = useParams();
  const removeLeader = useDeleteLeader(estateId);
  const leadership = useLeadership(estateId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Leader | null>(null);
  const [removing, setRemoving] = useState<Leader | null>(null);
  const [removePending, setRemovePending] = useState(false);

  const leaders = leadership.data ?? [];
  const leaderUserIds = useMemo(() => new Set((leadership.data ?? []).map((leader) => leader.user)), [leadership.data]);

  const confirmRemove = async () => {
    if (!removing) return;
    setRemovePending(true);
    try {
      await removeLeader.mutateAsync(removing.id);
      notify.success(LEADER_REMOVED);
      setRemoving(null);
    } catch (error) {
      notify.error(messageOr(error, LEADER_REMOVE_FAILED));
    } finally {
      setRemovePending(false);
    }
  };

  let body: React.ReactNode;
  if (leadership.isPending) body = <LeadershipSkeleton />;
  else if (leadership.isError)
    body = <QueryError error={leadership.error} what="the leadership" onRetry={() => void leadership.refetch()} />;
  else if (leaders.length === 0)
    body = (
      <EmptyState
        icon={Users}
        title={NO_LEADERSHIP}
        text="Use Add Leader to list the estate's chairman, secretary and other officers for residents."
      />
    );
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2" aria-label="Leadership members">
        {leaders.map((leader) => (
          <li key={leader.id}>
            <Card className="flex h-full flex-col gap-4 p-5">
              <div className="flex gap-4">
                <LeaderAvatar name={leader.name} url={leader.profile_picture} />
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h2 className="font-semibold break-words text-slate-900">{leader.name}</h2>
                    <Badge tone="neutral" title="Display order">
                      Order {leader.order}
                    </Badge>
                  </div>
                  <p className="text-sm font-medium text-brand-700">{leader.position}</p>
                  {leader.phone_number ? (
                    <p className="flex items-center gap-1.5 text-sm text-slate-600">
                      <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">Phone:</span>
                      {leader.phone_number}
                    </p>
                  ) : null}
                  {leader.email ? (
                    <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
                      <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="sr-only">Email:</span>
                      <span className="truncate">{leader.email}</span>
                    </p>
                  ) : null}
                </div>
              </div>
              {leader.bio ? <p className="text-sm text-slate-600">{leader.bio}</p> : null}
              <div className="mt-auto flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(leader)}
                  aria-label={`Edit ${leader.name}`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => setRemoving(leader)}
                  aria-label={`Remove ${leader.name}`}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                  Remove
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/estate-profile" className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Estate Profile
        </Link>
        <Button onClick={() => setAdding(true)} disabled={leadership.isPending || leadership.isError}>
          <Plus className="size-4" aria-hidden="true" />
          Add Leader
        </Button>
      </div>
      {body}

      <LeaderAddDialog estateId={estateId} open={adding} onOpenChange={setAdding} leaderUserIds={leaderUserIds} />
      <LeaderEditDialog estateId={estateId} leader={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove leader?"
        description={`${removing?.name ?? 'This person'} will no longer be listed as ${removing?.position ?? 'a leader'}. Their resident account is not affected.`}
        confirmLabel="Remove"
        pendingLabel="Removing..."
        pending={removePending}
        onConfirm={confirmRemove}
      />
    </div>
  );
}
