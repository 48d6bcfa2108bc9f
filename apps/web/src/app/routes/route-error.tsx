import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

/** Shown when a page fails to load or throws while rendering (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <div role="alert" className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-center text-sm text-slate-600">{message}</p>
      <div className="flex gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link to="/" className={buttonClasses('outline')}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
