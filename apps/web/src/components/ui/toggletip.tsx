import { Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * A small (i) button that explains something: a tap or a click (or Enter, Space) toggles the
 * explanation, hovering shows it, Escape, a tap elsewhere or moving focus away closes it. The text
 * is announced when it opens (a status region), so it works the same by touch, mouse and keyboard.
 */
export function Toggletip({ label, children }: { label: string; children: string }) {
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const bubbleId = useId();
  const shown = open || hovered;

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  return (
    <span
      ref={box}
      className="relative inline-flex"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation();
          setOpen(false);
          setHovered(false);
        }
      }}
    >
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={bubbleId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex size-11 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-700 [&_svg]:size-4"
      >
        <Info aria-hidden="true" />
      </button>
      <span id={bubbleId} role="status" className="contents">
        {shown && (
          <span className="absolute top-full right-0 z-30 mt-1 w-60 max-w-[calc(100vw-3rem)] rounded-control bg-gray-900 px-3 py-2 text-left text-sm font-normal text-white shadow-card">
            {children}
          </span>
        )}
      </span>
    </span>
  );
}
