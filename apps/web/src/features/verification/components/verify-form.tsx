import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { describedBy, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { groupAsTyped } from '@kasuwa/domain';
import { codeProblem } from '../code-check';

/**
 * The code as printed on the label: grouped in fours as it is typed, and its check character
 * tested before anything is sent, so a slip is caught without a request.
 */
export function VerifyForm({
  initialCode = '',
  sending,
  onCheck,
}: {
  initialCode?: string;
  sending: boolean;
  onCheck: (code: string, shareLocation: boolean) => void;
}) {
  const id = useId();
  const codeId = `${id}-code`;
  const [code, setCode] = useState(() => groupAsTyped(initialCode));
  const [shareLocation, setShareLocation] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = codeProblem(code);
    setError(problem ?? undefined);
    if (!problem) onCheck(code, shareLocation);
  }

  return (
    <form aria-label="Check a code" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        id={codeId}
        label="Code on the label"
        error={error}
        hint={
          <>
            16 characters, for example <span className="whitespace-nowrap">7K3M-Q9XD-4TBR-HW2N</span>
          </>
        }
      >
        <Input
          id={codeId}
          name="code"
          value={code}
          onChange={(event) => {
            setCode(groupAsTyped(event.target.value));
            setError(undefined);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          inputMode="text"
          maxLength={19}
          className="font-mono text-lg tracking-wider uppercase"
          {...describedBy(codeId, error)}
        />
      </Field>
      <label className="flex min-h-11 items-start gap-3 text-sm text-gray-700">
        <input
          type="checkbox"
          name="shareLocation"
          checked={shareLocation}
          onChange={(event) => setShareLocation(event.target.checked)}
          className="mt-0.5 size-5 accent-brand-700"
        />
        <span>
          <span className="font-medium text-gray-900">Share my location</span>
          <span className="block text-gray-600">
            Optional. Only the nearest town is kept, so later checkers can see where this code was first checked.
          </span>
        </span>
      </label>
      <Button type="submit" loading={sending} loadingLabel="Checking…">
        Check code
      </Button>
    </form>
  );
}
