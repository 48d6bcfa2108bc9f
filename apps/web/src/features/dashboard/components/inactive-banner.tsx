import { DASHBOARD_MSG } from '@estatehub/shared';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** The dashboard's top notice while the subscription is inactive, with the way to renew it. */
export function InactiveBanner({ renewPath }: { renewPath: string }) {
  return (
    <section
      aria-labelledby="inactive-banner-title"
      className="flex flex-col gap-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:p-5"
    >
      <TriangleAlert className="hidden size-6 shrink-0 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="inactive-banner-title" className="font-semibold">
          {DASHBOARD_MSG.inactiveTitle}
        </h2>
        <p className="mt-1 text-sm">{DASHBOARD_MSG.inactiveText}</p>
      </div>
      <Link to={renewPath} className={buttonClasses('primary', 'md', 'shrink-0 self-start sm:self-center')}>
        {DASHBOARD_MSG.renew}
      </Link>
    </section>
  );
}
