import { cn } from '../../../lib/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

/** A leader's picture, else their initials; decorative (the name is always written next to it). */
export function LeaderAvatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  return url ? (
    <img src={url} alt="" className={cn('size-14 shrink-0 rounded-full object-cover', className)} loading="lazy" />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-14 shrink-0 place-items-center rounded-full bg-brand-100 text-base font-bold text-brand-700',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
