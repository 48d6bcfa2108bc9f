// The baseline: a bare Fastify route that parses the same JSON body the verify call gets and
// answers a small JSON object, with no database, sessions, CSRF or access checks.
import Fastify from 'fastify';

const app = Fastify();
app.get('/health/', async () => ({ ok: true }));
app.post('/hello/', async (request) => ({ hello: 'world', code: request.body?.code ?? null }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
