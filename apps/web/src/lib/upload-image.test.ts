import { describe, expect, it } from 'vitest';
import { UPLOAD_FAILED, uploadFailureMessage } from './upload-image';

describe('uploadFailureMessage', () => {
  it("gives the server's reason without asking to try the same file again", () => {
    expect(
      uploadFailureMessage(
        new Error('The image has too many pixels (at most 40 megapixels and 10,000 pixels a side).'),
      ),
    ).toBe('Failed to upload image. The image has too many pixels (at most 40 megapixels and 10,000 pixels a side).');
  });

  it('asks to try again when there is no reason (network, unreadable answer)', () => {
    expect(uploadFailureMessage(new Error(UPLOAD_FAILED))).toBe(UPLOAD_FAILED);
    expect(uploadFailureMessage(new Error(' '))).toBe(UPLOAD_FAILED);
    expect(uploadFailureMessage('boom')).toBe(UPLOAD_FAILED);
  });
});
