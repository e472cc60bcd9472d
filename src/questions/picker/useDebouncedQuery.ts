/** The search text as the picker searches it: 300 ms after the last keystroke (docs/behaviour.md "Perfume picker"). */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { SEARCH_DEBOUNCE_MS } from '../../core/constants.ts';
import { markSearchStart } from './searchTiming.ts';

/** A blank text applies at once (nothing to search); any other text after the debounce delay. */
export function useDebouncedQuery(text: string, delay = SEARCH_DEBOUNCE_MS): string {
  const [query, setQuery] = useState('');
  const latest = useRef(query);
  const blank = text.trim() === '';

  useEffect(() => {
    if (blank) {
      latest.current = '';
      setQuery('');
      return;
    }
    const timer = setTimeout(() => {
      if (latest.current === text) return;
      latest.current = text;
      markSearchStart();
      // The results are due now: render them in this task rather than queue another one.
      flushSync(() => setQuery(text));
    }, delay);
    return () => clearTimeout(timer);
  }, [text, blank, delay]);

  return blank ? '' : query;
}
