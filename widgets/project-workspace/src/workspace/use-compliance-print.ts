import { useEffect, useRef, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';

/** The longest the print waits for the file's answers before it prints what it has. */
const MAX_WAIT_MS = 8000;

/**
 * "Print compliance file": the file (print only) is rendered in place of the section, its
 * answers are awaited (the cards of sections never opened load now), then the browser's print
 * opens; once its dialog closes, the page is the section again.
 */
export function useCompliancePrint() {
  const [printing, setPrinting] = useState(false);
  const printed = useRef(false);
  const client = useQueryClient();
  // Re-checked whenever the number of loading answers changes.
  const loading = useIsFetching();

  useEffect(() => {
    const after = () => setPrinting(false);
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);

  useEffect(() => {
    if (!printing || printed.current) return;
    const print = () => {
      if (printed.current) return;
      printed.current = true;
      window.print();
    };
    // The count as it is now: the file's cards start their requests as they mount.
    if (client.isFetching() === 0) {
      print();
      return;
    }
    const timer = setTimeout(print, MAX_WAIT_MS);
    return () => clearTimeout(timer);
  }, [printing, loading, client]);

  const start = () => {
    printed.current = false;
    setPrinting(true);
  };
  return { printing, start };
}
