import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useAuth } from '../../lib/auth/auth-context';
import { homePathFor } from '../../lib/auth/user';

/** An unknown address under /admin/ or /resident/: a 404 inside the app shell (whose header shows the title). */
export default function ShellNotFoundPage() {
  const { user } = useAuth();
  return (
    <EmptyState
      icon={SearchX}
      title="This page does not exist"
      text="The address may be mistyped, or the page has moved. Use the menu, or go back to your dashboard."
      action={
        <Link to={homePathFor(user?.role ?? '')} className={buttonClasses('primary')}>
          Go to Dashboard
        </Link>
      }
    />
  );
}
