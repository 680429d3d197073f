import { describe, expect, it } from 'vitest';
import { changeWords, formatFigure } from './figures';

describe('formatFigure', () => {
  it('shows revenue in naira and the rest as counts', () => {
    expect(formatFigure('revenue', 12500)).toBe('₦12,500');
    expect(formatFigure('revenue', 0)).toBe('₦0');
    expect(formatFigure('searches', 1234)).toBe('1,234');
  });
});

describe('changeWords', () => {
  it('shows an arrow and a percentage, and says it against the previous period', () => {
    expect(changeWords(112, 100, 'WEEKLY')).toEqual({
      shown: '↑ 12 %',
      spoken: 'Up 12 % on the previous 7 days',
      kind: 'up',
    });
    expect(changeWords(97, 100, 'MONTHLY')).toEqual({
      shown: '↓ 3 %',
      spoken: 'Down 3 % on the previous 30 days',
      kind: 'down',
    });
  });

  it('says "new" when the period before had none, and "unchanged" when equal', () => {
    expect(changeWords(4, 0, 'QUARTERLY')).toEqual({
      shown: 'new',
      spoken: 'New: none in the previous 90 days',
      kind: 'new',
    });
    expect(changeWords(0, 0, 'WEEKLY')).toEqual({
      shown: 'unchanged',
      spoken: 'Unchanged from the previous 7 days',
      kind: 'unchanged',
    });
  });
});
