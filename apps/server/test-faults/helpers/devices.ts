import { postBatch, weighing } from './server-process.ts';

/**
 * Devices posting weighings (batches of 10) as fast as the server takes them until `stop()`. Every record the
 * server answered for (inserted or duplicate) goes into `acknowledged`; failures are the device's to retry.
 */
export function devicesPosting(url: string, cookie: string, clientId: string, acknowledged: Set<string>, count = 6) {
  let running = true;
  let batches = 0;
  const loops = Array.from({ length: count }, async () => {
    while (running) {
      const result = await postBatch(url, cookie, clientId, Array.from({ length: 10 }, weighing));
      for (const id of result.acknowledged) acknowledged.add(id);
      if (result.status === 200) batches++;
      else if (running) await new Promise((r) => setTimeout(r, 20));
    }
  });
  return {
    get batches() {
      return batches;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
