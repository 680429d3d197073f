import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { controlClasses } from '../../../components/ui/input';
import { backspace, enterDigits, typedText } from '../otp-digits';

/** One box per digit: typing moves on, Backspace goes back, a pasted code fills every box. */
export function OtpInput({
  digits,
  onChange,
  labelledBy,
  describedById,
  invalid,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  labelledBy: string;
  describedById: string;
  invalid: boolean;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const apply = ({ digits: next, focus }: { digits: string[]; focus: number }) => {
    onChange(next);
    const box = boxes.current[focus];
    box?.focus();
    box?.select();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, index));
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      boxes.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < digits.length - 1) {
      event.preventDefault();
      boxes.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterDigits(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedById} className="flex gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => apply(enterDigits(digits, index, typedText(digit, event.target.value)))}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${digits.length}`}
          aria-invalid={invalid || undefined}
          className={controlClasses('size-14 px-0 text-center text-2xl font-semibold tabular')}
        />
      ))}
    </div>
  );
}
