import { describe, expect, it } from 'vitest';
import { backspace, emptyDigits, enterDigits, typedText } from './otp-digits';

describe('enterDigits', () => {
  it('fills one box and moves to the next', () => {
    expect(enterDigits(emptyDigits(), 0, '7')).toEqual({ digits: ['7', '', '', ''], focus: 1 });
  });

  it('stays on the last box when it is filled', () => {
    expect(enterDigits(['1', '2', '3', ''], 3, '4')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
  });

  it('spreads a pasted code over the boxes from where it lands', () => {
    expect(enterDigits(emptyDigits(), 0, '1234')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
    expect(enterDigits(emptyDigits(), 2, '987')).toEqual({ digits: ['', '', '9', '8'], focus: 3 });
  });

  it('drops anything that is not a digit', () => {
    expect(enterDigits(emptyDigits(), 0, ' 12-3a4 ')).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
    expect(enterDigits(['5', '', '', ''], 0, 'x')).toEqual({ digits: ['5', '', '', ''], focus: 0 });
  });
});

describe('backspace', () => {
  it('clears a filled box and stays', () => {
    expect(backspace(['1', '2', '', ''], 1)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('from an empty box clears the previous one and goes back', () => {
    expect(backspace(['1', '2', '', ''], 2)).toEqual({ digits: ['1', '', '', ''], focus: 1 });
    expect(backspace(emptyDigits(), 0)).toEqual({ digits: ['', '', '', ''], focus: 0 });
  });
});

describe('typedText', () => {
  it('keeps only the new digit when a filled box gets another', () => {
    expect(typedText('5', '57')).toBe('7');
    expect(typedText('5', '75')).toBe('7');
  });

  it('passes pasted or fresh input through', () => {
    expect(typedText('', '1234')).toBe('1234');
    expect(typedText('5', '1234')).toBe('1234');
  });
});
