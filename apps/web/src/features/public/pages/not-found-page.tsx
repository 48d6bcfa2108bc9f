import { ArrowLeft, House } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/login', label: 'Sign In' },
  { to: '/register', label: 'Register' },
];

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has been moved.</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Go Back
        </Button>
        <Link to="/" className={buttonClasses('primary')}>
          <House className="size-4" aria-hidden="true" />
          Go Home
        </Link>
      </div>
      <nav aria-label="Quick links" className="mt-10">
        <h2 className="text-sm font-semibold text-slate-900">Quick links</h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-4 text-sm">
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="font-medium text-brand-700 hover:underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
