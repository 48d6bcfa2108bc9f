import { messageOr } from '../lib/error-text';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

type LoadErrorProps = { title: string; error: unknown; onRetry: () => void; className?: string };

/** A failed load: the server's detail (or a hint to check the connection) and a retry. */
export function LoadError({ title, error, onRetry, className }: LoadErrorProps) {
  return (
    <Alert variant="error" title={title} className={className}>
      <p>{messageOr(error, 'Please check your connection and try again.')}</p>
      <Button variant="link" onClick={onRetry} className="mt-2 font-semibold text-red-800">
        Try again
      </Button>
    </Alert>
  );
}
