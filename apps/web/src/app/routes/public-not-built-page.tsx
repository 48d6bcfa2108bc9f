import { NotBuiltPanel } from '../../components/not-built-panel';
import { useRouteTitle } from '../route-handle';

/** A not-yet-built public screen, with its own page heading (the public layout has none). */
export default function PublicNotBuiltPage() {
  const title = useRouteTitle();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <NotBuiltPanel />
    </div>
  );
}
