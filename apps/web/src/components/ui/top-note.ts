/**
 * A note shown above the page's header (the offline note) sets this CSS variable on the root to its
 * height while it is shown: it pushes the header down, and phone toasts start below the header.
 * Its own file: the note must not pull the toaster (and sonner) into the first paint's code.
 */
export const TOP_NOTE_VARIABLE = '--top-note-height';
