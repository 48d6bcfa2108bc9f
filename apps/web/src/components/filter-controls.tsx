import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input, type InputProps } from './ui/input';

type FilterFieldProps = { id: string; label: string; className?: string; children: ReactNode };

/** A list filter's visible label above its control (a search box or a select); the control takes `id`. */
export function FilterField({ id, label, className, children }: FilterFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A search box with a magnifier inside it; label it with FilterField or a label of its own. */
export function SearchInput({ className, ...props }: InputProps) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
      <Input type="search" className={className ? `pl-9 ${className}` : 'pl-9'} {...props} />
    </div>
  );
}
