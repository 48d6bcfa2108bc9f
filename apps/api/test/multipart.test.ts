import { ESTATE_MSG } from '@estatehub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form } from './fixtures';
import type { HttpClient } from './http-client';
import { PASSWORD, startTestApp, type TestApp } from './test-app';

let t: TestApp;
let estateId: number;
let admin: HttpClient;
let leaderId: number;

beforeAll(async () => {
  t = await startTestApp();
  estateId = (await t.createEstate()).id;
  const a = await t.createUser({ estateId, role: 'admin' });
  admin = t.client();
  await admin.login(a.email, PASSWORD);
  const person = await t.createUser({ estateId });
  const created = await admin.post(`/api/estates/${estateId}/leadership/`, form({ user: person.id, position: 'PRO' }));
  leaderId = created.body.id;
});
afterAll(() => t.close());

const estateFields = (n: number) => ({
  name: `Multipart Estate ${n}`,
  address: `${n} Boundary Road, Lagos`,
  description: 'Quiet',
  phone_number: `0803000${String(n).padStart(4, '0')}`,
  email: `office${n}@multipart.example.ng`,
});

/** A multipart body written by hand, so it can be wrong in the ways a browser never is. */
function rawMultipart(boundary: string, fields: Record<string, string | number>) {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

const malformed = (fields: Record<string, string | number>) => {
  const whole = rawMultipart('realboundary', fields);
  const truncated = `${rawMultipart('realboundary', fields).slice(0, -40)}--realboundary\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
  return [
    { name: 'no boundary', type: 'multipart/form-data', body: whole },
    { name: 'wrong boundary', type: 'multipart/form-data; boundary=otherboundary', body: whole },
    { name: 'cut-off body', type: 'multipart/form-data; boundary=realboundary', body: truncated },
  ];
};

describe('malformed multipart answers 400, never 500', () => {
  type Route = {
    method: string;
    path: string;
    client: () => Promise<HttpClient>;
    fields: Record<string, string | number>;
  };
  const routes = (): Route[] => [
    { method: 'POST', path: '/api/estates/', client: () => t.client().primeCsrf(), fields: estateFields(1) },
    { method: 'PUT', path: `/api/estates/${estateId}/`, client: async () => admin, fields: estateFields(2) },
    {
      method: 'POST',
      path: `/api/estates/${estateId}/leadership/`,
      client: async () => admin,
      fields: { user: 1, position: 'Chair' },
    },
    {
      method: 'PATCH',
      path: `/api/estates/${estateId}/leadership/${leaderId}/`,
      client: async () => admin,
      fields: { position: 'Chair' },
    },
  ];

  it('on estate registration, estate edit and leadership add and edit', async () => {
    for (const route of routes()) {
      const client = await route.client();
      for (const bad of malformed(route.fields)) {
        const res = await client.request(route.method, route.path, bad.body, { 'content-type': bad.type });
        expect({ route: `${route.method} ${route.path}`, bad: bad.name, status: res.status }).toEqual({
          route: `${route.method} ${route.path}`,
          bad: bad.name,
          status: 400,
        });
        expect(res.body).toEqual({ detail: 'The form data could not be read.' });
      }
    }
  });
});

describe('a leadership edit with nothing to change', () => {
  it('answers 200 with the leader unchanged, as an empty form or an empty JSON object', async () => {
    const path = `/api/estates/${estateId}/leadership/${leaderId}/`;
    const before = (await admin.get(`/api/estates/${estateId}/leadership/`)).body.results.find(
      (l: { id: number }) => l.id === leaderId,
    );
    const empty = await admin.patch(path, new FormData());
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(before);
    const json = await admin.patch(path, {});
    expect(json.status).toBe(200);
    expect(json.body).toEqual(before);
    const noBody = await admin.request('PATCH', path);
    expect(noBody.status).toBe(200);
    expect(noBody.body).toEqual(before);
  });
});

/** The start of an HEIC photo as an iPhone writes it: an ISO-BMFF `ftyp` box with the heic brand. */
function heicBytes(brand = 'heic') {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.write('mif1', 16, 'latin1');
  box.write(brand, 20, 'latin1');
  return Buffer.concat([box, Buffer.alloc(200, 7)]);
}

describe('image types are found from the bytes', () => {
  it('accepts an HEIC phone photo as a leader picture and serves it as image/heic', async () => {
    const person = await t.createUser({ estateId });
    const res = await admin.post(
      `/api/estates/${estateId}/leadership/`,
      form({ user: person.id, position: 'Secretary' }, ['profile_picture', heicBytes(), 'IMG_0001.HEIC', 'image/heic']),
    );
    expect(res.status).toBe(201);
    expect(res.body.profile_picture).toMatch(/\.heic$/);
    const picture = await admin.get(res.body.profile_picture);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/heic');
    expect(picture.bytes.equals(heicBytes())).toBe(true);
  });

  it('accepts an HEIF logo on estate registration', async () => {
    const res = await (await t.client().primeCsrf()).post(
      '/api/estates/',
      form(estateFields(3), ['logo', heicBytes('mif1'), 'logo.heif', 'image/heif']),
    );
    expect(res.status).toBe(201);
  });

  it('refuses SVG and HTML, whatever name and type they claim', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [bytes, name] of [
      [svg, 'x.svg'],
      [html, 'x.png'],
    ] as const) {
      const person = await t.createUser({ estateId });
      const res = await admin.post(
        `/api/estates/${estateId}/leadership/`,
        form({ user: person.id, position: 'Welfare' }, ['profile_picture', bytes, name, 'image/png']),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ profile_picture: [ESTATE_MSG.imageType] });
    }
  });
});
