import { Quote } from 'lucide-react';

const TESTIMONIALS = [
  {
    name: 'Adebayo Ogunleye',
    role: 'Estate Chairman, Palm Grove Estate',
    quote:
      'Dues collection used to take weeks of follow-up. Now residents upload their evidence and we approve it the same day.',
  },
  {
    name: 'Chiamaka Eze',
    role: 'Resident, Lekki Gardens',
    quote: 'I send my visitors a code before they arrive and the gate lets them in without a single phone call.',
  },
  {
    name: 'Ibrahim Musa',
    role: 'Head of Security, Sunrise Court',
    quote: 'Verifying visitors is quick and the emergency alerts reach my team at once.',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="space-y-6">
      <h2 id="testimonials-heading" className="text-center text-2xl font-bold text-slate-900">
        What our communities say
      </h2>
      <div className="grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <figure key={item.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Quote className="size-6 text-brand-300" aria-hidden="true" />
            <blockquote className="mt-3 text-sm text-slate-700">“{item.quote}”</blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="block font-semibold text-slate-900">{item.name}</span>
              <span className="text-slate-500">{item.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
