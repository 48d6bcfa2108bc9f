import { ACTIVITY_KIND_LABELS, type Activity, type ActivityKind } from '@estatehub/shared';
import { CardHead, type Column, ResponsiveTable } from '../../../components/responsive-table';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';

type Tone = Parameters<typeof Badge>[0]['tone'];

const KIND_TONES: Record<ActivityKind, Tone> = {
  resident: 'brand',
  payment: 'success',
  visitor: 'info',
  announcement: 'neutral',
  due: 'warning',
  alert: 'danger',
  staff: 'info',
  note: 'neutral',
};

function KindBadge({ kind }: { kind: ActivityKind }) {
  return <Badge tone={KIND_TONES[kind]}>{ACTIVITY_KIND_LABELS[kind]}</Badge>;
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

const COLUMNS: Column[] = [{ label: 'Type', className: 'w-36' }, 'Description', { label: 'Date', className: 'w-48' }];

/** The feed as a table from the md breakpoint, stacked cards below it. */
export function ActivityTable({ rows }: { rows: Activity[] }) {
  return (
    <ResponsiveTable
      rows={rows}
      wideFrom="(min-width: 768px)"
      caption="Recent activities"
      listLabel="Recent activities"
      columns={COLUMNS}
      edge={5}
      cells={(row) => (
        <>
          <td className="px-2 py-3">
            <KindBadge kind={row.type} />
          </td>
          <th scope="row" className="px-2 py-3 font-normal break-words text-slate-800">
            {row.description}
          </th>
          <td className="px-2 py-3 whitespace-nowrap text-slate-600">
            <When at={row.created_at} />
          </td>
        </>
      )}
      card={(row) => (
        <>
          <CardHead
            title={<span className="text-sm font-normal text-slate-800">{row.description}</span>}
            badge={<KindBadge kind={row.type} />}
          />
          <p className="text-xs text-slate-500">
            <When at={row.created_at} />
          </p>
        </>
      )}
    />
  );
}
