import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { messageOr } from '../../../lib/error-text';

/** A failed load: the server's detail when there is one, and a retry. */
export function QueryError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <Alert variant="error" title={`Could not load ${what}`}>
      <p>
        {notFound ? messageOr(error, 'Not found.') : messageOr(error, 'Please check your connection and try again.')}
      </p>
      {notFound ? null : (
        <Button variant="link" onClick={onRetry} className="mt-2 font-semibold text-red-800">
          Try again
        </Button>
      )}
    </Alert>
  );
}
