import { useEffect } from 'react';

const SITE = 'Kasuwa';

/** "Adunni Naturals — Kasuwa": the same words the server puts in a store or product page's HTML. */
export function documentTitle(...parts: string[]): string {
  return [...parts, SITE].join(' — ');
}

/** Names the tab (and the history entry) after the screen; undefined leaves the title as it is (still loading). */
export function useDocumentTitle(...parts: (string | undefined)[]) {
  const title = parts.every((part) => part !== undefined) ? documentTitle(...(parts as string[])) : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
