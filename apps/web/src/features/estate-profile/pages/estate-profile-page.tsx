import { Pencil, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BankAccountList } from '../../../components/bank-account-list';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEstate } from '../api/get-estate';
import { useLeadership } from '../api/get-leadership';
import { EstateEditForm } from '../components/estate-edit-form';
import { EstateSummary } from '../components/estate-summary';
import { LeadershipList } from '../components/leadership-list';
import { NoEstate } from '../components/no-estate';
import { QueryError } from '../components/query-error';

function ProfileSkeleton() {
  return (
    <Card>
      <CardBody className="space-y-5">
        <div className="flex items-center gap-4">
          <Skeleton className="size-20 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        </div>
        <SkeletonBlock label="Loading estate..." lines={4} />
      </CardBody>
    </Card>
  );
}

/** /admin/estate-profile: view mode and edit mode (Save or Cancel returns to view). */
export default function EstateProfilePage() {
  const { user } = useAuth();
  const estateId = user?.estateId ?? null;
  const estate = useEstate(estateId);
  const leadership = useLeadership(estateId);
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [warning, setWarning] = useState<string | null>(null);

  // Switching between view and edit starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on mode changes only
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [mode]);

  if (!estateId) return <NoEstate />;
  if (estate.isPending) return <ProfileSkeleton />;
  if (estate.isError)
    return <QueryError error={estate.error} what="the estate" onRetry={() => void estate.refetch()} />;

  if (mode === 'edit')
    return (
      <div className="mx-auto max-w-5xl">
        <EstateEditForm
          estateId={estateId}
          estate={estate.data}
          onDone={(next) => {
            setWarning(next ?? null);
            setMode('view');
          }}
        />
      </div>
    );

  const leadershipPath = `/admin/estates/${encodeURIComponent(estateId)}/leadership`;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {warning ? (
        <Alert variant="warning" title="Bank accounts">
          {warning}
        </Alert>
      ) : null}
      <Card>
        <CardHeader
          title="Estate Details"
          action={
            <Button
              onClick={() => {
                setWarning(null);
                setMode('edit');
              }}
            >
              <Pencil className="size-4" aria-hidden="true" />
              Edit Profile
            </Button>
          }
        />
        <CardBody>
          <EstateSummary estate={estate.data} />
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Leadership"
          description="The people who run the estate."
          action={
            <Link to={leadershipPath} className={buttonClasses('outline', 'sm')}>
              <Users className="size-4" aria-hidden="true" />
              Leadership
            </Link>
          }
        />
        <CardBody>
          {leadership.isPending ? (
            <SkeletonBlock label="Loading leadership..." />
          ) : leadership.isError ? (
            <QueryError error={leadership.error} what="the leadership" onRetry={() => void leadership.refetch()} />
          ) : (
            <LeadershipList leaders={leadership.data} />
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Bank Accounts"
          description="Where residents pay their dues. Edit the profile to change them."
        />
        <CardBody>
          <BankAccountList accounts={estate.data.bank_accounts ?? []} />
        </CardBody>
      </Card>
    </div>
  );
}
