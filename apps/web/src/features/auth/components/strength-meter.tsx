import { passwordScore, passwordStrengthLabel } from '@estatehub/shared';
import { cn } from '../../../lib/cn';

const COLORS: Record<string, string> = {
  Weak: 'bg-red-500',
  Fair: 'bg-amber-500',
  Good: 'bg-sky-500',
  Strong: 'bg-emerald-600',
};

/** Score 1-2 Weak, 3 Fair, 4 Good, 5 Strong (spec part 1 section 4). */
export function StrengthMeter({ password }: { password: string }) {
  const score = passwordScore(password);
  const label = passwordStrengthLabel(score);
  if (!password) return null;
  return (
    <div className="space-y-1">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              step <= score ? (COLORS[label] ?? 'bg-slate-300') : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        Password strength: <span className="font-semibold">{label}</span>
      </p>
    </div>
  );
}
