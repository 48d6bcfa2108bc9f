import { Hammer } from 'lucide-react';
import { Card } from './ui/card';

/** Stand-in for screens that later issues build. */
export function NotBuiltPanel({ title }: { title?: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 p-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-amber-50 text-amber-700">
        <Hammer className="size-6" aria-hidden="true" />
      </span>
      {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : null}
      <p className="text-sm text-slate-600">This screen is not built yet</p>
    </Card>
  );
}
