import { describe, expect, it } from 'vitest';
import { addMonthsToMonth, lagosDay, lagosMidnight } from './dues';

describe('Lagos days and months', () => {
  it('moves a month across year ends both ways', () => {
    expect(addMonthsToMonth('2026-12', 1)).toBe('2027-01');
    expect(addMonthsToMonth('2026-01', -1)).toBe('2025-12');
    expect(addMonthsToMonth('2026-11', -11)).toBe('2025-12');
    expect(addMonthsToMonth('2026-11', 0)).toBe('2026-11');
  });

  it('starts a Lagos day at 23:00 UTC the evening before', () => {
    expect(lagosMidnight('2026-11-25').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(lagosDay(lagosMidnight('2026-11-25'))).toBe('2026-11-25');
    expect(lagosDay(new Date(lagosMidnight('2026-11-25').getTime() - 1))).toBe('2026-11-24');
  });
});
