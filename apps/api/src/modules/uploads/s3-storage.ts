import {
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { StartupError } from '../../platform/errors';
import {
  assertValidStorageKey,
  contentTypeForKey,
  STORED_OBJECT_CACHE_CONTROL,
  type ImageStorage,
  type StoredObject,
} from './image-storage';

export interface S3StorageSettings {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, Spaces, a stand-in); absent: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A call to the object store may take this long before it counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Keeps objects in an S3-compatible bucket, so that every instance reads what any one stored.
 * Objects carry their content type and a year-long cache lifetime (a key's content never
 * changes), for a CDN in front of the bucket.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Other stores than AWS itself answer at <endpoint>/<bucket>, not at <bucket>.<endpoint>.
      forcePathStyle: settings.endpoint !== undefined,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // The newer checksum headers are sent only where S3 requires them: not every compatible store knows them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECT_TIMEOUT_MS },
    });
  }

  /** Checks that the bucket exists and these keys may use it; throws a StartupError saying what is wrong. */
  async checkAccess(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      throw new StartupError(`The object store cannot be used: ${this.describe(error)}`, { cause: error });
    }
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidStorageKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: STORED_OBJECT_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!object.Body) return null;
      const data = Buffer.from(await object.Body.transformToByteArray());
      return { data, contentType: object.ContentType ?? contentTypeForKey(key) };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }

  private describe(error: unknown): string {
    const where = `bucket "${this.settings.bucket}"${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
    if (error instanceof S3ServiceException) {
      const status = error.$metadata.httpStatusCode;
      if (status === 404) return `${where} does not exist (check S3_BUCKET and S3_ENDPOINT).`;
      if (status === 401 || status === 403)
        return `${where} refused these keys (${error.name}; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).`;
      return `${where} answered ${status ?? 'an error'} (${error.name}).`;
    }
    const reason = error instanceof Error ? error.message : String(error);
    return `${where} could not be reached (${reason}; check S3_ENDPOINT and S3_REGION).`;
  }
}

function isMissingObject(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}
