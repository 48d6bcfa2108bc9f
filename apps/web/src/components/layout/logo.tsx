import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      aria-label="EstateHub home"
      className={cn('inline-flex items-center gap-2 rounded-md font-bold text-slate-900', className)}
    >
      <span className="grid size-8 place-items-center rounded-lg bg-brand-600 text-white">
        <Building2 className="size-5" aria-hidden="true" />
      </span>
      <span className="text-lg tracking-tight">
        Estate<span className="text-brand-600">Hub</span>
      </span>
    </Link>
  );
}
