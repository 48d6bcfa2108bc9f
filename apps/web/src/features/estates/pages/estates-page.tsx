import { Building2, MapPin, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { PageLoader } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format';
import { ESTATES_PAGE_SIZE, useEstates } from '../api/get-estates';
import { Testimonials } from './testimonials';

function EmptyState({ title, text, cta }: { title: string; text: string; cta?: boolean }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <Building2 className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
      {cta ? (
        <Link to="/register-estate" className={buttonClasses('primary')}>
          Register Estate
        </Link>
      ) : null}
    </div>
  );
}

export default function EstatesPage() {
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const estates = useEstates(page, search);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchInput]);

  useEffect(() => {
    if (estates.error) console.error('Failed to load estates', estates.error);
  }, [estates.error]);

  const results = estates.data?.results ?? [];
  const count = estates.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / ESTATES_PAGE_SIZE));

  let body: React.ReactNode;
  if (estates.isPending) body = <PageLoader label="Loading estates..." />;
  else if (estates.isError)
    body = (
      <EmptyState title="No Estates Available" text="We could not load the estate list. Please try again later." />
    );
  else if (results.length === 0 && search)
    body = <EmptyState title="No Estates Available" text={`No estates match "${search}".`} />;
  else if (results.length === 0)
    body = <EmptyState title="No Estates Yet" text="Be the first to bring your estate to EstateHub." cta />;
  else
    body = (
      <>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Estates">
          {results.map((estate) => (
            <li key={estate.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                {estate.logo ? (
                  <img src={estate.logo} alt="" className="size-12 rounded-lg object-cover" loading="lazy" />
                ) : (
                  <span className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <Building2 className="size-6" aria-hidden="true" />
                  </span>
                )}
                <h2 className="font-semibold text-slate-900">{estate.name}</h2>
              </div>
              <p className="mt-3 flex items-start gap-1.5 text-sm text-slate-600">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {estate.address}
              </p>
              {estate.description ? (
                <p className="mt-2 line-clamp-3 text-sm text-slate-600">{estate.description}</p>
              ) : null}
              <p className="mt-auto pt-4 text-xs text-slate-500">On EstateHub since {formatDate(estate.created_at)}</p>
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label="Estate pages" className="flex items-center justify-center gap-3">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <span className="text-sm text-slate-600">
              Page {page} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </nav>
        ) : null}
      </>
    );

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
      <header className="space-y-3 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Our Managed Estates</h1>
        <p className="text-slate-600">Residential communities that run on EstateHub.</p>
      </header>
      <div className="relative mx-auto max-w-md">
        <label htmlFor="estate-search" className="sr-only">
          Search estates
        </label>
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-slate-400" aria-hidden="true" />
        <Input
          id="estate-search"
          type="search"
          placeholder="Search estates by name or address"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          className="pl-9"
        />
      </div>
      <div aria-live="polite" className="space-y-6">
        {body}
      </div>
      <Testimonials />
    </div>
  );
}
