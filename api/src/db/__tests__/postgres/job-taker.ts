/**
 * A process that takes one job of a kind and never finishes it, to be killed while it runs it: a
 * test (job-queue.test.ts) runs it with tsx. Arguments: the database URL and the kind. It prints
 * `ready` once it takes jobs (its queue made), and `taken` once it has one.
 */
import { postgresJobQueue } from '../../job-queue';

async function main(url: string, kind: string): Promise<void> {
  const queue = await postgresJobQueue(url, { onError: () => undefined });
  const never = () => {
    process.stdout.write('taken\n');
    return new Promise<void>(() => undefined);
  };
  queue.work(kind, never, { expireInSeconds: 1 });
  await queue.start();
  process.stdout.write('ready\n');
}

void main(...(process.argv.slice(2) as [string, string]));
