import { Keyboard, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useModalDialog } from '../../../components/ui/dialog';
import { CAMERA_PROBLEM_MESSAGES, cameraProblemOf, openCamera, stopCamera, type CameraProblem } from './camera';
import { createQrDecoder, type QrDecoder } from './qr-decoder';
import { codeFromScan, NOT_OUR_QR_MESSAGE } from './scanned-code';

/** How often a frame is read: fast enough to feel instant, slow enough to leave a phone cool. */
const FRAME_INTERVAL_MS = 150;

const STARTING = 'Starting the camera…';
const AIMING = 'Point the camera at the QR code on the label.';
const SCANNER_NOT_LOADED =
  'The scanner could not be loaded. Check your connection and press Try again, or type the code instead.';

type Problem = CameraProblem | 'scanner';
const problemMessage = (problem: Problem) =>
  problem === 'scanner' ? SCANNER_NOT_LOADED : CAMERA_PROBLEM_MESSAGES[problem];

/**
 * The camera, full screen on a phone, reading QR codes until one carries a Kasuwa code
 * (`onCode`, grouped). Opened by a button press only (this module is loaded then); the camera is
 * turned off whenever the scanner closes. What happens is said in a live region; Escape, the
 * close button and "Type the code instead" close it.
 */
export default function CodeScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  /** `typeInstead`: the shopper chose to type the code (the form's input should get the focus). */
  onClose: (typeInstead?: boolean) => void;
}) {
  const modal = useModalDialog(true, () => onClose());
  const titleId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState(STARTING);
  const [problem, setProblem] = useState<Problem | null>(null);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const element = video.current;
    let closed = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Loaded while the shopper answers the permission prompt.
    const decoderLoading = createQrDecoder();
    decoderLoading.catch(() => undefined);

    const readFrames = async (decoder: QrDecoder) => {
      if (closed || !element) return;
      if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        const texts = await decoder.decode(element).catch(() => []);
        if (closed) return;
        for (const text of texts) {
          const code = codeFromScan(text);
          if (code) {
            stopCamera(stream);
            found.current(code);
            return;
          }
        }
        if (texts.length > 0) setStatus(NOT_OUR_QR_MESSAGE);
      }
      timer = setTimeout(() => void readFrames(decoder), FRAME_INTERVAL_MS);
    };

    void (async () => {
      try {
        stream = await openCamera();
      } catch (error) {
        if (!closed) setProblem(cameraProblemOf(error));
        return;
      }
      if (closed || !element) return stopCamera(stream);
      element.srcObject = stream;
      void element.play().catch(() => undefined);
      let decoder: QrDecoder;
      try {
        decoder = await decoderLoading;
      } catch {
        if (!closed) setProblem('scanner');
        return stopCamera(stream);
      }
      if (closed) return;
      setStatus(AIMING);
      void readFrames(decoder);
    })();

    return () => {
      closed = true;
      clearTimeout(timer);
      stopCamera(stream);
      if (element) element.srcObject = null;
    };
  }, [attempt]);

  const retry = () => {
    setProblem(null);
    setStatus(STARTING);
    setAttempt((n) => n + 1);
  };

  return (
    <dialog
      {...modal}
      aria-labelledby={titleId}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-card bg-gray-950 p-0 text-white backdrop:bg-gray-900/70 max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 p-4">
          <h2 id={titleId} className="text-lg font-semibold">
            Scan the QR code
          </h2>
          <button
            type="button"
            onClick={() => onClose()}
            aria-label="Close the scanner"
            className="inline-flex size-11 items-center justify-center rounded-control text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X className="size-6" aria-hidden="true" />
          </button>
        </div>
        {/* Without a camera an empty viewfinder would only push the message down: it stays mounted
            (the next try plays into it) but hidden. */}
        <div
          className={`relative aspect-[4/3] overflow-hidden bg-black max-sm:aspect-auto max-sm:flex-1 ${problem ? 'hidden' : ''}`}
        >
          <video
            ref={video}
            muted
            playsInline
            autoPlay
            aria-label="Camera view"
            className="absolute inset-0 size-full object-cover"
          />
          {!problem && (
            // The frame to hold the label in; everything around it is dimmed.
            <div aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
              <div className="aspect-square w-3/5 max-w-72 rounded-card border-4 border-white/90 shadow-[0_0_0_100vmax_rgba(0,0,0,0.45)]" />
            </div>
          )}
        </div>
        <div className="flex flex-col gap-3 p-4">
          {problem ? (
            <p role="alert" className="rounded-control bg-white p-3 text-sm text-red-700">
              {problemMessage(problem)}
            </p>
          ) : (
            <p
              role="status"
              className={status === NOT_OUR_QR_MESSAGE ? 'font-semibold text-amber-300' : 'text-gray-100'}
            >
              {status}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {problem && problem !== 'no-camera' && (
              <Button variant="secondary" onClick={retry}>
                Try again
              </Button>
            )}
            <Button variant="secondary" onClick={() => onClose(true)}>
              <Keyboard className="size-4" aria-hidden="true" />
              Type the code instead
            </Button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
