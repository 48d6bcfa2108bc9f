// The floor under any gate check: the bare Fastify route plus the least a check can ask of
// PostgreSQL, one round trip. POST /read/ runs one prepared select; POST /write/ one durable
// insert (its own transaction, so one commit). No sessions, CSRF, access checks or logic.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists bench_floor (id bigserial primary key, code text not null, at timestamptz not null default now())',
);

const app = Fastify();
app.get('/health/', async () => ({ ok: true }));
app.post('/read/', async (request) => {
  const { rows } = await pool.query({
    name: 'floor_read',
    text: 'select $1::text as code',
    values: [request.body?.code ?? ''],
  });
  return { hello: 'world', code: rows[0].code };
});
app.post('/write/', async (request) => {
  const { rows } = await pool.query({
    name: 'floor_write',
    text: 'insert into bench_floor (code) values ($1) returning id',
    values: [request.body?.code ?? ''],
  });
  return { hello: 'world', id: rows[0].id };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
