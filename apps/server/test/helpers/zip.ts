import { fromBuffer, type Entry } from 'yauzl';

/** A ZIP's files as bytes by name, read with yauzl (the test reads what a user's unzip tool would). */
export function unzipFiles(data: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a ZIP'));
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error(`no stream for ${entry.fileName}`));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
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

/** A ZIP's files as UTF-8 text by name. */
export async function unzip(data: Buffer): Promise<Map<string, string>> {
  const files = await unzipFiles(data);
  return new Map([...files].map(([name, content]) => [name, content.toString('utf8')]));
}
