import { checkCharacterOf, UNIT_CODE_ALPHABET } from '@kasuwa/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INCOMPLETE_CODE_MESSAGE, MISTYPED_CODE_MESSAGE } from '../code-check';
import { VerifyForm } from './verify-form';

const BODY = '7K3MQ9XD4TBRHW2';
const VALID = `${BODY}${checkCharacterOf(BODY)}`;
const otherCharacter = (c: string) =>
  UNIT_CODE_ALPHABET[(UNIT_CODE_ALPHABET.indexOf(c) + 1) % UNIT_CODE_ALPHABET.length]!;
const MISTYPED = `${BODY}${otherCharacter(checkCharacterOf(BODY))}`;

function renderForm() {
  const onCheck = vi.fn();
  render(<VerifyForm sending={false} onCheck={onCheck} />);
  const input = screen.getByLabelText('Code on the label') as HTMLInputElement;
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Check code' }));
  return { onCheck, input, type, submit };
}

describe('VerifyForm', () => {
  afterEach(cleanup);

  it('groups the code in fours as it is typed, upper case, with look-alikes mapped', () => {
    const { input, type } = renderForm();
    type('7k3mq9');
    expect(input.value).toBe('7K3M-Q9');
    type('7k3m q9xd-4tbr');
    expect(input.value).toBe('7K3M-Q9XD-4TBR');
    type('o1il');
    expect(input.value).toBe('0111');
    type(`${VALID}EXTRA`);
    expect(input.value).toBe(`${VALID.slice(0, 4)}-${VALID.slice(4, 8)}-${VALID.slice(8, 12)}-${VALID.slice(12)}`);
  });

  it('sends a code whose check character is right, with location sharing off unless ticked', () => {
    const { onCheck, type, submit } = renderForm();
    type(VALID.toLowerCase());
    submit();
    expect(onCheck).toHaveBeenLastCalledWith(expect.stringMatching(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/), false);

    fireEvent.click(screen.getByRole('checkbox', { name: /Share my location/ }));
    submit();
    expect(onCheck).toHaveBeenLastCalledWith(expect.any(String), true);
  });

  it('says a mistyped code has a typing mistake without sending it', () => {
    const { onCheck, input, type, submit } = renderForm();
    type(MISTYPED);
    submit();
    expect(onCheck).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(MISTYPED_CODE_MESSAGE);
    expect(input.getAttribute('aria-invalid')).toBe('true');

    type(VALID);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('asks for all 16 characters of a short code without sending it', () => {
    const { onCheck, type, submit } = renderForm();
    type('7K3M-Q9');
    submit();
    expect(onCheck).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(INCOMPLETE_CODE_MESSAGE);
  });

  it('leaves location sharing off until the shopper ticks it', () => {
    renderForm();
    expect((screen.getByRole('checkbox', { name: /Share my location/ }) as HTMLInputElement).checked).toBe(false);
  });
});
