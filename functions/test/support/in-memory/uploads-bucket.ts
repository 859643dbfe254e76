// An in-memory uploads bucket (domain/landing-pages/ports.ts UploadsBucket): objects by key with
// their declared type and cache header; a presigned post names the key it allows.
import type { UploadsBucket } from '../../../src/domain/landing-pages/ports';

export interface StoredObject {
  body: Uint8Array;
  contentType?: string;
  cacheControl?: string;
}

export class InMemoryUploadsBucket implements UploadsBucket {
  readonly objects = new Map<string, StoredObject>();

  put(key: string, body: Uint8Array, contentType?: string): this {
    this.objects.set(key, { body, ...(contentType ? { contentType } : {}) });
    return this;
  }

  presignImagePost: UploadsBucket['presignImagePost'] = (input) =>
    Promise.resolve({
      url: 'https://uploads.test/',
      fields: { key: input.key, 'Content-Type': input.contentType },
    });

  headObject = (key: string) => {
    const object = this.objects.get(key);
    return Promise.resolve(
      object
        ? { size: object.body.byteLength, ...(object.contentType ? { contentType: object.contentType } : {}) }
        : undefined,
    );
  };

  readObject = (key: string) => {
    const object = this.objects.get(key);
    return object ? Promise.resolve(object.body) : Promise.reject(new Error(`NoSuchKey: ${key}`));
  };

  writeObject: UploadsBucket['writeObject'] = (input) => {
    this.objects.set(input.key, {
      body: input.body,
      contentType: input.contentType,
      cacheControl: input.cacheControl,
    });
    return Promise.resolve();
  };

  deleteObject = (key: string) => {
    this.objects.delete(key);
    return Promise.resolve();
  };
}
