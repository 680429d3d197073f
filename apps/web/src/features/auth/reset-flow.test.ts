import { beforeEach, describe, expect, it } from 'vitest';
import { clearResetFlow, readResetEmail, readResetToken, saveResetEmail, saveResetTicket } from './reset-flow';

beforeEach(() => window.sessionStorage.clear());

describe('reset flow storage', () => {
  it('keeps the email for the code step', () => {
    saveResetEmail('ada@example.ng');
    expect(readResetEmail()).toBe('ada@example.ng');
  });

  it('gives the reset token only until it expires', () => {
    saveResetTicket({ resetToken: 'abc', expiresAt: '2026-01-12T10:10:00.000Z' });
    expect(readResetToken(new Date('2026-01-12T10:09:59.000Z'))).toBe('abc');
    expect(readResetToken(new Date('2026-01-12T10:10:00.000Z'))).toBeNull();
  });

  it('forgets an earlier ticket when a new email starts the journey again', () => {
    saveResetTicket({ resetToken: 'abc', expiresAt: '2999-01-01T00:00:00.000Z' });
    saveResetEmail('ada@example.ng');
    expect(readResetToken()).toBeNull();
  });

  it('ignores unreadable entries and clears everything at the end', () => {
    window.sessionStorage.setItem('kasuwa.reset.ticket', '{not json');
    expect(readResetToken()).toBeNull();
    saveResetEmail('ada@example.ng');
    clearResetFlow();
    expect(readResetEmail()).toBeNull();
  });
});
