/**
 * A local Blobs server in a process of its own, over the directory given: prints its port, then
 * serves until it is killed (a benchmark's store on a core of its own; two servers over one directory,
 * as `netlify dev` and a script share `.netlify/blobs-serve`). With a worker count after the
 * directory, that many processes serve one port (`node:cluster`), as the hosted store serves reads in
 * parallel; the server's lock files keep conditional writes atomic across them.
 */
import cluster from 'node:cluster';
import { BlobsServer } from '@netlify/blobs/server';

const workers = Number(process.argv[3] ?? 1);

if (workers > 1 && cluster.isPrimary) {
  for (let i = 0; i < workers; i++) cluster.fork();
  let listening = 0;
  // Workers listening on port 0 share the one port the first of them was given.
  cluster.on('listening', (_worker, address) => {
    if (++listening === workers) process.stdout.write(`${address.port}\n`);
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  });
} else {
  const server = new BlobsServer({ directory: process.argv[2], token: 'local', port: 0 });
  const { port } = await server.start();
  if (!cluster.isWorker) process.stdout.write(`${port}\n`);
}
