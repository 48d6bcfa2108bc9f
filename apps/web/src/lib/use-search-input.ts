import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The search box's text, and `onSettled` with the trimmed text once typing pauses (300 ms) and it
 * differs from `current` (the search the address holds).
 */
export function useSearchInput(current: string, onSettled: (search: string) => void) {
  const [input, setInput] = useState(current);
  const settled = useDebouncedValue(input.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the settled search changes
  useEffect(() => {
    if (settled !== current) onSettled(settled);
  }, [settled]);
  return [input, setInput] as const;
}
