import { useMutation } from '@tanstack/react-query';
import { ApiError, parseAnswerText } from '../../../lib/api-client';
import { type StaffFilters, staffFilterParams } from './get-staff';

/** The file name the server gives (staff-YYYY-MM-DD.csv), else a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? 'staff.csv';
}

/**
 * GET /api/artisans-domestics/export/?<the list's filters> (admins): the whole filtered list as CSV,
 * made by the server. Fetched first, so a refusal shows as a message rather than a saved error page.
 */
export async function exportStaff(filters: StaffFilters): Promise<string> {
  const query = new URLSearchParams(staffFilterParams(filters)).toString();
  const response = await fetch(`/api/artisans-domestics/export/${query ? `?${query}` : ''}`, {
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, parseAnswerText(await response.text()));
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

/** Changes nothing on the server, so no cache to refresh. */
export function useExportStaff() {
  return useMutation({ mutationFn: exportStaff });
}
