import { cn } from '../../lib/cn';

type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Text for assistive technology; null when the spinner is decorative (e.g. inside a labelled button). */
  label?: string | null;
  className?: string;
};

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ size = 'md', label = 'Loading...', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-current border-r-transparent', sizes[size])}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** Full-area loading indicator used while the current user is unknown and while lazy pages load. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-brand-700" role="status">
      <Spinner size="lg" label={null} />
      <p className="text-sm font-medium text-slate-600">{label}</p>
    </div>
  );
}
