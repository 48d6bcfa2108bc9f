import { filterParams, type ResidentFilters } from './get-residents';

/** GET /api/admin/residents/pdf/?<the same filters> : opened in a new tab. */
export function residentsPdfUrl(filters: ResidentFilters): string {
  return `/api/admin/residents/pdf/?${new URLSearchParams(filterParams(filters)).toString()}`;
}
