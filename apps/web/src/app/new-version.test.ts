import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMissingCode, reloadForNewVersion } from './new-version';

describe('isMissingCode', () => {
  it("knows the browsers' words for a module file that could not be fetched", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://kasuwa.ng/assets/help-abc.js', // Chromium
      'error loading dynamically imported module: https://kasuwa.ng/assets/help-abc.js', // Firefox
      'Importing a module script failed.', // Safari
      'Unable to preload CSS for /assets/help-abc.css', // Vite
    ]) {
      expect(isMissingCode(new TypeError(message)), message).toBe(true);
    }
    expect(isMissingCode(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloadForNewVersion', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/help', search: '', reload });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    reload.mockReset();
  });

  it('reloads once per address, and again only after a minute', () => {
    expect(reloadForNewVersion(1_000)).toBe(true);
    expect(reloadForNewVersion(30_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewVersion(62_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
