import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkPhotoKey, guardedPhotoStore, type PhotoStore } from './photo-store.ts';

/** Where and how to reach the bucket (config.ts reads it from PHOTOS_S3_*; the secret is never logged). */
export interface S3PhotoStoreSettings {
  /** The service's URL (MinIO, Ceph, R2, Wasabi…); unset, AWS S3 of the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Each call, retries included, gives up after this long (the request then answers 503). */
  timeoutMs: number;
}

/**
 * S3 answers a missing key with 404 `NoSuchKey` (some compatible stores with a bare 404); a missing bucket is a 404
 * too, `NoSuchBucket`, but that is a store set up wrong, not a photo that is not there.
 */
const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  err.name !== 'NoSuchBucket' &&
  (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/**
 * Photos as objects of one bucket, under the same keys as on disk (`<clientId>/<recordId>-<uuid>.<ext>`, URL-safe).
 * The SDK signs each request with AWS Signature V4. Server-side encryption, versioning and lifecycle rules are the
 * bucket's own settings; backups of the photos are then the bucket's too.
 */
export function s3PhotoStore(settings: S3PhotoStoreSettings): PhotoStore & { close(): void } {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: the SDK's newer default (CRC32 on every PUT) is refused by several
    // S3-compatible stores, and the photo's bytes are already checked by their signature before they are stored.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: settings.timeoutMs, requestTimeout: settings.timeoutMs },
  });
  const Bucket = settings.bucket;
  const within = () => ({ abortSignal: AbortSignal.timeout(settings.timeoutMs) });
  const store = guardedPhotoStore({
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkPhotoKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
        within(),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkPhotoKey(key) }), within());
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: checkPhotoKey(key) }), within());
      } catch (err) {
        if (!isNotFound(err)) throw err;
      }
    },
  });
  return { ...store, close: () => client.destroy() };
}
