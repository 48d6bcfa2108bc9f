import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '../../lib/site';
import { Logo } from './logo';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600">{SITE.tagline}</p>
        </div>
        <nav aria-label="Footer" className="space-y-2 text-sm">
          <h2 className="font-semibold text-slate-900">Get started</h2>
          <ul className="space-y-2 text-slate-600">
            <li>
              <Link to="/login" className="hover:text-brand-700">
                Sign In
              </Link>
            </li>
            <li>
              <Link to="/register" className="hover:text-brand-700">
                Register
              </Link>
            </li>
            <li>
              <Link to="/register-estate" className="hover:text-brand-700">
                Register Estate
              </Link>
            </li>
          </ul>
        </nav>
        <div className="space-y-2 text-sm">
          <h2 className="font-semibold text-slate-900">Contact</h2>
          <ul className="space-y-2 text-slate-600">
            <li>
              <a href={SITE.supportPhoneHref} className="inline-flex items-center gap-2 hover:text-brand-700">
                <Phone className="size-4" aria-hidden="true" />
                {SITE.supportPhone}
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE.supportEmail}`} className="inline-flex items-center gap-2 hover:text-brand-700">
                <Mail className="size-4" aria-hidden="true" />
                {SITE.supportEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            &copy; {year} {SITE.company} All rights reserved.
          </p>
          <Link to="/terms#privacy" className="hover:text-brand-700">
            Privacy Policy
          </Link>
        </div>
      </div>
    </footer>
  );
}
