import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode; wide?: boolean };

/** The centred card every sign-in, registration and password screen sits in. */
export function AuthCard({ title, subtitle, children, footer, wide }: AuthCardProps) {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className={wide ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 space-y-2 text-center">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            {subtitle ? <div className="text-sm text-slate-600">{subtitle}</div> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
