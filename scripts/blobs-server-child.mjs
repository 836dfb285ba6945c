/**
 * A local Blobs server in a process of its own, over the directory given: prints its port, then
 * serves until it is killed (a benchmark's store on a core of its own; two servers over one directory,
 * as `netlify dev` and a script share `.netlify/blobs-serve`).
 */
import { BlobsServer } from '@netlify/blobs/server';

const server = new BlobsServer({ directory: process.argv[2], token: 'local', port: 0 });
const { port } = await server.start();
process.stdout.write(`${port}\n`);
