import { HOUSE_TYPE_LABELS, type HouseType, type ProfileAnswer, RESIDENT_TYPE_LABELS } from '@estatehub/shared';
import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { messageOr } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useEstateName } from '../api/get-estate-name';
import { useProfile } from '../api/get-profile';
import { DeleteAccountDialog } from '../components/delete-account-dialog';
import { ProfileEditForm } from '../components/profile-edit-form';

const ROLE_LABELS: Record<string, string> = { admin: 'Admin', resident: 'Resident', security: 'Security' };

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

function residentTypeLabel(profile: ProfileAnswer): string {
  if (profile.role === 'security') return RESIDENT_TYPE_LABELS.security;
  return profile.resident_type ? (RESIDENT_TYPE_LABELS[profile.resident_type] ?? profile.resident_type) : '';
}

function ProfileView({ profile }: { profile: ProfileAnswer }) {
  const estateName = useEstateName(profile.estate);
  return (
    <dl className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      <Item label="First Name">{profile.first_name}</Item>
      <Item label="Last Name">{profile.last_name}</Item>
      <Item label="Email">{profile.email}</Item>
      <Item label="Phone Number">{profile.phone_number}</Item>
      <Item label="Home Address">{profile.home_address}</Item>
      <Item label="Street Number">{profile.street_number}</Item>
      <Item label="House Type">
        {profile.house_type ? (HOUSE_TYPE_LABELS[profile.house_type as HouseType] ?? profile.house_type) : ''}
      </Item>
      <Item label="Resident Type">{residentTypeLabel(profile)}</Item>
      <Item label="Estate">
        {profile.estate == null
          ? ''
          : estateName.isPending
            ? 'Loading...'
            : (estateName.data ?? `Estate #${profile.estate}`)}
      </Item>
      <Item label="Role">{ROLE_LABELS[profile.role] ?? profile.role}</Item>
      <Item label="Date Joined">{formatDate(profile.date_joined)}</Item>
      <Item label="Account Status">
        {profile.is_approved ? <Badge tone="success">Approved</Badge> : <Badge tone="warning">Pending</Badge>}
      </Item>
    </dl>
  );
}

/** /resident/profile and /admin/profile: view and edit modes, and the Delete Account modal. */
export default function ProfilePage() {
  const profile = useProfile();
  const [mode, setMode] = useState<'view' | 'edit'>('view');
  const [requestDetail, setRequestDetail] = useState<string | null>(null);

  if (profile.isPending)
    return (
      <Card className="mx-auto max-w-4xl">
        <CardBody>
          <div role="status" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">Loading profile...</span>
            {Array.from({ length: 9 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <div key={i} className="space-y-2">
                <Skeleton className="h-3 w-20" />
                <Skeleton className="h-5 w-32" />
              </div>
            ))}
          </div>
        </CardBody>
      </Card>
    );

  if (profile.isError)
    return (
      <Alert variant="error" title="Could not load your profile" className="mx-auto max-w-4xl">
        <p>{messageOr(profile.error, 'Please check your connection and try again.')}</p>
        <Button variant="link" onClick={() => void profile.refetch()} className="mt-2 font-semibold text-red-800">
          Try again
        </Button>
      </Alert>
    );

  const data = profile.data;
  const name = [data.first_name, data.last_name].filter(Boolean).join(' ') || data.email;

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      {requestDetail ? (
        <Alert variant="success" title="Deletion request sent">
          {requestDetail}
        </Alert>
      ) : null}
      <Card>
        <CardHeader
          title={mode === 'edit' ? 'Edit Profile' : name}
          description={mode === 'edit' ? 'Update your personal details.' : 'Your personal details in the estate.'}
          action={
            mode === 'view' ? (
              <Button onClick={() => setMode('edit')}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit Profile
              </Button>
            ) : null
          }
        />
        <CardBody>
          {mode === 'edit' ? (
            <ProfileEditForm profile={data} onDone={() => setMode('view')} />
          ) : (
            <ProfileView profile={data} />
          )}
        </CardBody>
      </Card>

      {mode === 'view' ? (
        <Card className="border-red-200">
          <CardHeader
            title="Delete Account"
            description="Ask for your account to be removed. An admin will be notified and will follow up with you."
            action={<DeleteAccountDialog onRequested={setRequestDetail} />}
          />
        </Card>
      ) : null}
    </div>
  );
}
