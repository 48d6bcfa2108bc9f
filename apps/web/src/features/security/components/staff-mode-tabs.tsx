import { IdCard, Ticket } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { StaffLookup } from './staff-lookup';

export type CheckMode = 'visitor' | 'staff';

const trigger =
  'flex min-h-12 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold sm:px-3 sm:text-base text-slate-700 transition-colors hover:bg-white/70 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm';

/**
 * The gate screen's two modes: a visitor's code (the screen as it was) or a staff member's ID.
 * Arrow keys move between the two tabs (Radix Tabs); each mode keeps its own field and answer.
 */
export function StaffModeTabs({ visitor }: { visitor: ReactNode }) {
  const [mode, setMode] = useState<CheckMode>('visitor');
  return (
    <Tabs.Root value={mode} onValueChange={(value) => setMode(value as CheckMode)} className="space-y-5">
      <Tabs.List aria-label="What to check" className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1">
        <Tabs.Trigger value="visitor" className={trigger}>
          <Ticket className="size-5 shrink-0" aria-hidden="true" />
          Visitor code
        </Tabs.Trigger>
        <Tabs.Trigger value="staff" className={trigger}>
          <IdCard className="size-5 shrink-0" aria-hidden="true" />
          Staff ID
        </Tabs.Trigger>
      </Tabs.List>
      {/* Named apart from the fields inside (Radix would name each panel after its tab), so "Visitor
          code" and "Staff ID" each label one thing: the field. */}
      <Tabs.Content
        value="visitor"
        aria-label="Visitor check"
        aria-labelledby={undefined}
        className="space-y-5 focus-visible:outline-none"
      >
        {visitor}
      </Tabs.Content>
      <Tabs.Content
        value="staff"
        aria-label="Staff check"
        aria-labelledby={undefined}
        className="space-y-5 focus-visible:outline-none"
      >
        <StaffLookup />
      </Tabs.Content>
    </Tabs.Root>
  );
}
