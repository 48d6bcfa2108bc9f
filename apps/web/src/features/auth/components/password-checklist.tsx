import { PASSWORD_CHECK_LABELS, type PasswordChecks, passwordChecks } from '@estatehub/shared';
import { Check, X } from 'lucide-react';
import { cn } from '../../../lib/cn';

const ORDER: (keyof PasswordChecks)[] = ['length', 'uppercase', 'lowercase', 'number', 'special'];

/** The five password rules, each ticked live as the password changes. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const checks = passwordChecks(password);
  return (
    <ul id={id} className="grid gap-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
      {ORDER.map((key) => {
        const met = checks[key];
        return (
          <li key={key} className={cn('flex items-center gap-1.5', met ? 'text-emerald-700' : 'text-slate-500')}>
            {met ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
            <span>{PASSWORD_CHECK_LABELS[key]}</span>
            <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
