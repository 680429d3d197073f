import type { QueryClient } from '@tanstack/react-query';
import { PAGE_READ_ELEMENT_ID } from '../lib/page-read-element';
import { getSession } from '../lib/session';

export { PAGE_READ_ELEMENT_ID };

interface PageReadAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

/**
 * Puts the answer the server wrote into a product page's HTML into the query cache, under the key
 * its screen asks with (useGraphQLQuery's: name, variables, no user), so the screen draws the
 * product at once instead of after a round trip. The answer is the anonymous one: a signed-in
 * shopper's screens ask for themselves. Read once, when the app starts.
 */
export function seedPageRead(queryClient: QueryClient): void {
  const element = document.getElementById(PAGE_READ_ELEMENT_ID);
  if (!element) return;
  element.remove();
  if (getSession()) return;
  let answer: PageReadAnswer;
  try {
    answer = JSON.parse(element.textContent ?? '') as PageReadAnswer;
  } catch {
    return;
  }
  if (typeof answer?.operationName !== 'string' || answer.data == null) return;
  queryClient.setQueryData([answer.operationName, answer.variables ?? {}, null], answer.data);
}
