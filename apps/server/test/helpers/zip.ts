import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** A ZIP's files as UTF-8 text by name, read with yauzl (the test reads what a user's unzip tool would). */
export function unzip(data: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (err: Error | null, zip: ZipFile) => {
      if (err) return reject(err);
      const files = new Map<string, string>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
