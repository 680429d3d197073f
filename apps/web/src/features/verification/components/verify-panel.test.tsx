import { checkCharacterOf, formatUnitCode, UNIT_CODE_ALPHABET } from '@kasuwa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_CODE_MESSAGE, MISTYPED_CODE_MESSAGE } from '../code-check';
import { VerifyPanel } from './verify-panel';

const BODY = '7K3MQ9XD4TBRHW2';
const otherCharacter = (c: string) =>
  UNIT_CODE_ALPHABET[(UNIT_CODE_ALPHABET.indexOf(c) + 1) % UNIT_CODE_ALPHABET.length]!;
const MISTYPED = `${BODY}${otherCharacter(checkCharacterOf(BODY))}`;

/** /v/{code}: the panel as the QR link opens it. */
function openLink(code: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <VerifyPanel initialCode={code} checkNow />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Code on the label') as HTMLInputElement;
}

describe('VerifyPanel opened by a link', () => {
  const fetch = vi.fn();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('answers a mistyped code without a request and puts it, grouped, in the form to be corrected', () => {
    const input = openLink(MISTYPED.toLowerCase());
    const answer = screen.getByRole('region', { name: `Result for ${formatUnitCode(MISTYPED)}` });
    expect(answer.textContent).toContain(MISTYPED_CODE_MESSAGE);
    expect(input.value).toBe(formatUnitCode(MISTYPED));
    // The shopper reads the answer first: nothing takes the focus.
    expect(document.activeElement).toBe(document.body);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names text that is not a code as it was given, not as a made-up code, and leaves the form empty', () => {
    const input = openLink('  hello ');
    const answer = screen.getByRole('region', { name: 'Result for hello' });
    expect(answer.querySelector('p')?.textContent).toBe('hello');
    expect(screen.getByRole('heading', { name: 'Check the code again' })).toBeTruthy();
    expect(answer.textContent).toContain(INCOMPLETE_CODE_MESSAGE);
    expect(screen.queryByText('HE11-0')).toBeNull();
    expect(input.value).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('cuts a long text short', () => {
    openLink('x'.repeat(200));
    expect(screen.getByRole('region', { name: `Result for ${'x'.repeat(32)}…` })).toBeTruthy();
  });
});
