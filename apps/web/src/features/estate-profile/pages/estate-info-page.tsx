import { BankAccountList } from '../../../components/bank-account-list';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Skeleton, SkeletonBlock } from '../../../components/ui/skeleton';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEstate } from '../api/get-estate';
import { useLeadership } from '../api/get-leadership';
import { EstateSummary } from '../components/estate-summary';
import { LeadershipList } from '../components/leadership-list';
import { NoEstate } from '../components/no-estate';
import { QueryError } from '../components/query-error';

/** /resident/estate: the estate, its leadership and the accounts for paying dues (read-only). */
export default function EstateInfoPage() {
  const { user } = useAuth();
  const estateId = user?.estateId ?? null;
  const estate = useEstate(estateId);
  const leadership = useLeadership(estateId);

  if (!estateId) return <NoEstate />;

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Card>
        <CardHeader title="About the Estate" />
        <CardBody>
          {estate.isPending ? (
            <div className="space-y-4">
              <div className="flex items-center gap-4">
                <Skeleton className="size-20 rounded-xl" />
                <Skeleton className="h-6 w-1/2" />
              </div>
              <SkeletonBlock label="Loading estate..." />
            </div>
          ) : estate.isError ? (
            <QueryError error={estate.error} what="the estate" onRetry={() => void estate.refetch()} />
          ) : (
            <EstateSummary estate={estate.data} />
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Bank Accounts" description="Pay your estate dues into one of these accounts." />
        <CardBody>
          {estate.isPending ? (
            <SkeletonBlock label="Loading bank accounts..." />
          ) : estate.isError ? (
            <p className="text-sm text-slate-600">Bank accounts are shown once the estate loads.</p>
          ) : (
            <BankAccountList accounts={estate.data.bank_accounts ?? []} copyable />
          )}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title="Leadership" description="The people who run the estate." />
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
    </div>
  );
}
