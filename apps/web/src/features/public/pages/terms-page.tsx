import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { LAST_UPDATED, LEGAL_SECTIONS } from '../components/terms-content';

function useScrollProgress(): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(max > 0 ? Math.min(100, Math.max(0, (window.scrollY / max) * 100)) : 0);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return progress;
}

/** The section whose top most recently passed the upper third of the viewport. */
function useActiveSection(ids: string[]): string {
  const [active, setActive] = useState(ids[0] ?? '');
  useEffect(() => {
    const update = () => {
      let current = ids[0] ?? '';
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= window.innerHeight / 3) current = id;
      }
      setActive(current);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [ids]);
  return active;
}

const SECTION_IDS = LEGAL_SECTIONS.map((section) => section.id);

export default function TermsPage() {
  const { hash } = useLocation();
  const progress = useScrollProgress();
  const active = useActiveSection(SECTION_IDS);

  // Follow #terms / #privacy on arrival and when the hash changes.
  useEffect(() => {
    if (!hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <div>
      <div
        className="fixed inset-x-0 top-0 z-40 h-1 bg-transparent"
        role="progressbar"
        aria-label="Reading progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress)}
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <header className="mb-10 space-y-2">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Terms and Privacy</h1>
          <p className="text-sm text-slate-500">Last updated {LAST_UPDATED}</p>
        </header>
        <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
          <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="mb-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Contents</h2>
            <ul className="flex gap-2 lg:flex-col">
              {LEGAL_SECTIONS.map((section) => (
                <li key={section.id}>
                  <Link
                    to={`#${section.id}`}
                    aria-current={active === section.id ? 'location' : undefined}
                    className={cn(
                      'block rounded-lg px-3 py-2 text-sm font-medium',
                      active === section.id
                        ? 'bg-brand-50 text-brand-700'
                        : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                    )}
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-16">
            {LEGAL_SECTIONS.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="space-y-6">
                <h2 id={`${section.id}-title`} className="text-2xl font-bold text-slate-900">
                  {section.title}
                </h2>
                {section.clauses.map((clause) => (
                  <div key={clause.heading} className="space-y-2">
                    <h3 className="font-semibold text-slate-900">{clause.heading}</h3>
                    {clause.body.map((paragraph) => (
                      <p key={paragraph} className="text-sm leading-relaxed text-slate-700">
                        {paragraph}
                      </p>
                    ))}
                  </div>
                ))}
              </section>
            ))}
            <p className="text-sm text-slate-600">
              Questions?{' '}
              <Link to="/contact-support" className="font-medium text-brand-700 hover:underline">
                Contact support
              </Link>
              .
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
