import { IMAGE_SOURCE_MAX_BYTES } from '@kasuwa/domain';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../lib/notify';
import { uploadFailureMessage, uploadImage } from '../../lib/upload-image';
import { Button } from './button';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';
const SOURCE_MAX_MB = IMAGE_SOURCE_MAX_BYTES / (1024 * 1024);

/** Shrinking first (no measurable steps), then the upload's share sent. */
type Progress = { phase: 'preparing' } | { phase: 'uploading'; fraction: number };

/**
 * Upload, then preview, then "Remove image", which allows a new upload.
 * `value` is the uploaded image's URL; `uploadPath` another endpoint than POST /upload.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  error,
  uploadPath,
}: {
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string | undefined;
  uploadPath?: string;
}) {
  const id = useId();
  const [progress, setProgress] = useState<Progress | null>(null);
  // The control the user was on disappears (input -> preview -> input): hand the focus over.
  const focusAfterChange = useRef(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusAfterChange.current) return;
    focusAfterChange.current = false;
    (value ? removeButton.current : fileInput.current)?.focus();
  }, [value]);

  const upload = async (file: File) => {
    if (file.size > IMAGE_SOURCE_MAX_BYTES) {
      notify.error(
        `Failed to upload image. The image is larger than ${SOURCE_MAX_MB} MB. Please choose a smaller image.`,
      );
      return;
    }
    setProgress({ phase: 'preparing' });
    try {
      // Loaded on the first upload: the shrinking code (and its worker) stays out of every page's first download.
      const { shrinkImage } = await import('../../lib/shrink-image');
      const shrunk = await shrinkImage(file);
      setProgress({ phase: 'uploading', fraction: 0 });
      const image = await uploadImage(shrunk, (fraction) => setProgress({ phase: 'uploading', fraction }), uploadPath);
      focusAfterChange.current = true;
      onChange(image.secure_url);
      notify.success('You have successfully uploaded this image.');
    } catch (failure) {
      notify.error(uploadFailureMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-gray-900">
        {label}
      </span>
      {value ? (
        <div className="flex items-center gap-4">
          <img
            src={value}
            alt="Uploaded preview"
            width={96}
            height={96}
            className="size-24 rounded-control object-cover"
          />
          <Button
            ref={removeButton}
            variant="secondary"
            onClick={() => {
              focusAfterChange.current = true;
              onChange(null);
            }}
          >
            <X className="size-4" aria-hidden="true" />
            Remove image
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className="flex min-h-28 cursor-pointer flex-col items-center justify-center gap-2 rounded-control border-2 border-dashed border-gray-300 bg-white p-4 text-center text-sm text-gray-600 hover:border-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
        >
          <ImagePlus className="size-8 text-gray-400" aria-hidden="true" />
          <span>
            <span className="font-semibold text-brand-700">Choose an image</span> (JPG, PNG, GIF or WebP, up to{' '}
            {SOURCE_MAX_MB} MB)
          </span>
          <input
            ref={fileInput}
            id={id}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-error`}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </label>
      )}
      {progress !== null && (
        <div className="flex flex-col gap-1">
          <progress
            {...(progress.phase === 'uploading' ? { value: Math.round(progress.fraction * 100), max: 100 } : {})}
            aria-label={progress.phase === 'preparing' ? 'Preparing image' : 'Uploading image'}
            className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-gray-200 [&::-webkit-progress-value]:bg-brand-700"
          />
          <span className="text-sm text-gray-600" aria-hidden="true">
            {progress.phase === 'preparing' ? 'Preparing image…' : `Uploading… ${Math.round(progress.fraction * 100)}%`}
          </span>
        </div>
      )}
      <p id={`${id}-error`} role="alert" className="text-sm text-red-600 empty:hidden">
        {error}
      </p>
    </div>
  );
}
