// Child process of bench:api: a bare fastify (no logger, no plugins, no hooks) answering a fixed JSON page, read
// from the file in argv[2], on the given method and URL (argv[3], argv[4]): what fastify alone costs for an answer
// of that size. Tells the parent its port over IPC.
import fs from 'node:fs';
import Fastify from 'fastify';

const page: unknown = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const method = process.argv[3] === 'GET' ? 'GET' : 'POST';
const app = Fastify({ logger: false });
app.route({ method, url: process.argv[4], handler: async () => page });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
