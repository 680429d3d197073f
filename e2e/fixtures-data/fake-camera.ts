/**
 * What Chromium's fake camera shows: a Y4M video file (`--use-file-for-fake-video-capture`) of a
 * label, drawn here into raw frames with the `qrcode` package: a QR code of `text` on a paper
 * background, or a blank label. Chromium plays the file in a loop each time the camera starts.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

export const FAKE_CAMERA_WIDTH = 640;
export const FAKE_CAMERA_HEIGHT = 480;
const FRAMES = 5;
const QUIET_ZONE_MODULES = 4;
/** Video-range luma: ink and paper. */
const DARK = 20;
const LIGHT = 230;

/** The luma plane of one frame: the QR centred, about 400 px across, or blank paper. */
function lumaPlane(text: string | null): Buffer {
  const luma = Buffer.alloc(FAKE_CAMERA_WIDTH * FAKE_CAMERA_HEIGHT, LIGHT);
  if (text === null) return luma;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const modulePx = Math.floor(400 / (modules.size + 2 * QUIET_ZONE_MODULES));
  const side = modules.size * modulePx;
  const left = Math.floor((FAKE_CAMERA_WIDTH - side) / 2);
  const top = Math.floor((FAKE_CAMERA_HEIGHT - side) / 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < modulePx; y++) {
        const start = (top + row * modulePx + y) * FAKE_CAMERA_WIDTH + left + col * modulePx;
        luma.fill(DARK, start, start + modulePx);
      }
    }
  }
  return luma;
}

/** Writes the fake camera's video: a few identical 4:2:0 frames of the label (grey: no colour). */
export function writeFakeCameraVideo(file: string, text: string | null) {
  const header = Buffer.from(
    `YUV4MPEG2 W${FAKE_CAMERA_WIDTH} H${FAKE_CAMERA_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`,
    'ascii',
  );
  const chroma = Buffer.alloc((FAKE_CAMERA_WIDTH / 2) * (FAKE_CAMERA_HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), lumaPlane(text), chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}
