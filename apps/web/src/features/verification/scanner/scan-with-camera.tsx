import { Camera } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

function ScannerUnavailable({ onClose }: { onClose: (typeInstead?: boolean) => void }) {
  return (
    <div role="alert" className="mt-2 flex flex-col items-start gap-2 text-sm text-red-700">
      <p>The scanner could not be loaded. Check your connection, or type the code instead.</p>
      <Button variant="secondary" onClick={() => onClose(true)}>
        Close
      </Button>
    </div>
  );
}

/** The scanner and its decoder are downloaded when the shopper presses "Scan with camera", not before. */
const CodeScanner = lazy(() => import('./code-scanner').catch(() => ({ default: ScannerUnavailable })));

/**
 * "Scan with camera" and the scanner it opens. When the scanner closes, the focus goes back to the
 * button, or to the typed code's input (`onTypeInstead`) when the shopper chose to type it.
 */
export function ScanWithCamera({
  onCode,
  onTypeInstead,
}: {
  onCode: (code: string) => void;
  onTypeInstead: () => void;
}) {
  const [scanning, setScanning] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Applied once the scanner has closed: while it is modal, the rest of the page cannot take the focus.
  const focusAfter = useRef<'button' | 'input' | null>(null);
  const typeInstead = useRef(onTypeInstead);
  useEffect(() => {
    typeInstead.current = onTypeInstead;
  }, [onTypeInstead]);
  useEffect(() => {
    if (scanning || !focusAfter.current) return;
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'input') typeInstead.current();
    else button.current?.focus();
  }, [scanning]);

  return (
    <>
      <Button ref={button} variant="secondary" className="w-full" onClick={() => setScanning(true)}>
        <Camera className="size-5" aria-hidden="true" />
        Scan with camera
      </Button>
      {scanning && (
        <Suspense
          fallback={
            <p role="status" className="mt-2 flex items-center gap-2 text-sm text-gray-600">
              <Spinner size="sm" label="" /> Opening the scanner…
            </p>
          }
        >
          <CodeScanner
            onCode={(code) => {
              setScanning(false);
              onCode(code);
            }}
            onClose={(typeInstead) => {
              focusAfter.current = typeInstead ? 'input' : 'button';
              setScanning(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
