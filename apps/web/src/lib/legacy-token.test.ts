import { afterEach, describe, expect, it } from 'vitest';
import { forgetLegacyToken } from './legacy-token';
import { readStored, STORAGE_KEYS } from './storage';

afterEach(() => localStorage.clear());

describe('forgetLegacyToken', () => {
  it('deletes the token an older version stored, and nothing else', () => {
    localStorage.setItem('token', 'old-bearer-token');
    localStorage.setItem(STORAGE_KEYS.userId, 'u1');
    localStorage.setItem(STORAGE_KEYS.cart, '[]');
    forgetLegacyToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(readStored(STORAGE_KEYS.userId)).toBe('u1');
    expect(readStored(STORAGE_KEYS.cart)).toBe('[]');
  });
});
