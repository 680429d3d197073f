import path from 'node:path';
import type { ImageStorage } from './image-storage';
import { LocalDiskStorage } from './local-disk-storage';
import type { S3StorageSettings } from './s3-storage';

export interface OpenedImageStorage {
  storage: ImageStorage;
  close(): void;
}

/**
 * The bucket when S3 settings are given (checked now, so that a wrong bucket, key or endpoint
 * stops the start with a StartupError rather than failing the first upload), else DATA_DIR/uploads.
 */
export async function openImageStorage(options: {
  s3: S3StorageSettings | undefined;
  dataDir: string;
}): Promise<OpenedImageStorage> {
  if (!options.s3) return { storage: new LocalDiskStorage(path.join(options.dataDir, 'uploads')), close: () => {} };
  // Loaded only when used: the AWS SDK takes about a second to import.
  const { S3ImageStorage } = await import('./s3-storage');
  const storage = new S3ImageStorage(options.s3);
  try {
    await storage.checkAccess();
  } catch (error) {
    storage.close();
    throw error;
  }
  return { storage, close: () => storage.close() };
}
