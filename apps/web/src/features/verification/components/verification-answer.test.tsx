import { EXPIRED_ADVICE, RECALL_ADVICE } from '@kasuwa/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeVerification } from '../api/verify-code';
import { VerificationAnswer } from './verification-answer';

const GENUINE: CodeVerification = {
  code: '7K3M-Q9XD-4TBR-HW2N',
  result: 'GENUINE',
  verifications: 1,
  firstVerifiedAt: '2026-11-20T09:30:00.000Z',
  firstVerifiedNear: null,
  recallAdvice: null,
  product: { id: 'p1', name: 'Zobo drink', imageUrl: '/img/zobo.png', thumbnailUrl: '/img/zobo-thumb.png' },
  maker: { id: 'm1', name: 'Okafor Kitchen', slug: 'okafor-kitchen' },
  batch: {
    number: 'B-2026-077',
    manufactureDate: '2026-02-01T00:00:00.000Z',
    expiryDate: '2028-02-01T00:00:00.000Z',
    recallReason: null,
    recalledAt: null,
  },
  retailers: [{ id: 'r1', name: 'Mama Put Stores', address: '4 Awolowo Road, Ikoyi, Lagos' }],
};

function renderAnswer(verification: CodeVerification) {
  render(
    <MemoryRouter>
      <VerificationAnswer verification={verification} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: `Result for ${verification.code}` });
}

describe('VerificationAnswer', () => {
  afterEach(cleanup);

  it('shows a genuine unit with its product, maker, batch, dates and retailers', () => {
    const answer = renderAnswer(GENUINE);
    expect(screen.getByRole('heading', { name: 'Genuine' })).toBeTruthy();
    expect(answer.textContent).toContain('first verified now');
    expect(screen.getByRole('link', { name: 'Okafor Kitchen' }).getAttribute('href')).toBe('/okafor-kitchen');
    for (const text of ['Zobo drink', 'B-2026-077', '1 Feb 2026', '1 Feb 2028', 'Mama Put Stores']) {
      expect(answer.textContent).toContain(text);
    }
  });

  it('warns that an already verified label may be copied, with when and where it was first checked', () => {
    const answer = renderAnswer({
      ...GENUINE,
      result: 'ALREADY_VERIFIED',
      verifications: 4,
      firstVerifiedNear: 'Ikeja, Lagos',
    });
    expect(screen.getByRole('heading', { name: 'Genuine code, already verified' })).toBeTruthy();
    expect(answer.textContent).toContain('checked 3 times before, first on 20 Nov 2026 near Ikeja, Lagos.');
    expect(answer.textContent).toContain('the label may have been copied: buy from a retailer listed below.');
  });

  it('puts a recall first, in red, with its date, the reason and what to do', () => {
    renderAnswer({
      ...GENUINE,
      result: 'RECALLED',
      recallAdvice: 'Return it to the shop for a full refund.',
      batch: {
        ...GENUINE.batch!,
        recallReason: 'Wrong sugar content on the label',
        recalledAt: '2026-11-01T12:00:00.000Z',
      },
    });
    const heading = screen.getByRole('heading', { name: 'Recalled' });
    expect(heading.closest('.bg-red-50')).toBeTruthy();
    const verdict = heading.parentElement!.textContent;
    expect(verdict).toContain('The maker recalled this batch on 1 Nov 2026.');
    expect(verdict).toContain('Reason: Wrong sugar content on the label');
    expect(verdict).toContain('What to do: Return it to the shop for a full refund.');
  });

  it('says an expired batch carries a genuine code, when it expired, in red, with the same advice as a recall', () => {
    renderAnswer({
      ...GENUINE,
      result: 'EXPIRED',
      batch: { ...GENUINE.batch!, expiryDate: '2026-01-31T00:00:00.000Z' },
    });
    const heading = screen.getByRole('heading', { name: 'Genuine code, but this batch has expired' });
    expect(heading.closest('.bg-red-50')).toBeTruthy();
    const verdict = heading.parentElement!.textContent;
    expect(verdict).toContain('The code is real, but its batch expired on 31 Jan 2026.');
    expect(verdict).toContain(`What to do: ${EXPIRED_ADVICE}`);
    // Both answers send the unit back the same way.
    const sendBack = 'Return it to the shop where you bought it, or contact the maker, and keep the receipt.';
    expect(EXPIRED_ADVICE).toContain(sendBack);
    expect(RECALL_ADVICE).toContain(sendBack);
  });

  it('tells a code we never issued apart from a typing slip', () => {
    const bare = { ...GENUINE, product: null, maker: null, batch: null, retailers: [], verifications: 0 };
    renderAnswer({ ...bare, result: 'NOT_FOUND' });
    expect(screen.getByRole('heading', { name: 'Not a Kasuwa code' })).toBeTruthy();
    cleanup();
    renderAnswer({ ...bare, result: 'MISTYPED' });
    expect(screen.getByRole('heading', { name: 'Check the code again' })).toBeTruthy();
  });

  it('offers a report of a suspected fake for an unknown code and, second, for a copied label; the form is told what the check knew', () => {
    const bare = { ...GENUINE, product: null, maker: null, batch: null, retailers: [], verifications: 0 };
    renderAnswer({ ...bare, result: 'NOT_FOUND' });
    expect(screen.getByRole('link', { name: 'Report a suspected fake' }).getAttribute('href')).toBe(
      '/verify/report?code=7K3M-Q9XD-4TBR-HW2N',
    );
    cleanup();
    renderAnswer({ ...GENUINE, result: 'ALREADY_VERIFIED', verifications: 2 });
    expect(screen.getByRole('link', { name: 'Report a suspected fake' }).getAttribute('href')).toBe(
      '/verify/report?code=7K3M-Q9XD-4TBR-HW2N&maker=m1&product=p1',
    );
    for (const result of ['GENUINE', 'MISTYPED'] as const) {
      cleanup();
      renderAnswer({ ...GENUINE, result });
      expect(screen.queryByRole('link', { name: 'Report a suspected fake' })).toBeNull();
    }
  });
});
