/**
 * A second local Blobs server, in a process of its own, over the directory given: prints its port,
 * then serves until it is killed (as `netlify dev` and a script's server share `.netlify/blobs-serve`).
 */
import { BlobsServer } from '@netlify/blobs/server';

const server = new BlobsServer({ directory: process.argv[2], token: 'local', port: 0 });
const { port } = await server.start();
process.stdout.write(`${port}\n`);
