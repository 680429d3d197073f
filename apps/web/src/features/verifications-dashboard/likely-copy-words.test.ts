import { describe, expect, it } from 'vitest';
import { formatKm, likelyCopyReasonText } from './likely-copy-words';

describe('likelyCopyReasonText', () => {
  it('says how many times a code was checked', () => {
    expect(likelyCopyReasonText({ verifications: 5, farthestApartKm: null, reasons: ['MANY_CHECKS'] })).toBe(
      'Checked 5 times',
    );
    expect(likelyCopyReasonText({ verifications: 1204, farthestApartKm: 2, reasons: ['MANY_CHECKS'] })).toBe(
      'Checked 1,204 times',
    );
  });

  it('says how far apart it was checked', () => {
    expect(likelyCopyReasonText({ verifications: 2, farthestApartKm: 412.6, reasons: ['FAR_APART'] })).toBe(
      'Checked 413 km apart',
    );
    expect(likelyCopyReasonText({ verifications: 2, farthestApartKm: 1530.2, reasons: ['FAR_APART'] })).toBe(
      'Checked 1,530 km apart',
    );
    expect(likelyCopyReasonText({ verifications: 2, farthestApartKm: null, reasons: ['FAR_APART'] })).toBe(
      'Checked in places far apart',
    );
  });

  it('gives both reasons in one sentence, in the order the API gave them', () => {
    expect(
      likelyCopyReasonText({ verifications: 7, farthestApartKm: 520, reasons: ['MANY_CHECKS', 'FAR_APART'] }),
    ).toBe('Checked 7 times, 520 km apart');
    expect(
      likelyCopyReasonText({ verifications: 7, farthestApartKm: null, reasons: ['MANY_CHECKS', 'FAR_APART'] }),
    ).toBe('Checked 7 times, in places far apart');
    expect(likelyCopyReasonText({ verifications: 7, farthestApartKm: 520, reasons: [] })).toBe('');
  });
});

describe('formatKm', () => {
  it('keeps a tenth below 10 km and rounds above', () => {
    expect(formatKm(3.46)).toBe('3.5 km');
    expect(formatKm(9.94)).toBe('9.9 km');
    expect(formatKm(10.4)).toBe('10 km');
    expect(formatKm(250.5)).toBe('251 km');
  });
});
