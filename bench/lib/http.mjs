// What a browser does to call the API: keep cookies, send the CSRF header on writes.

export function browser(base) {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const writeHeaders = () => ({ cookie: cookie(), 'x-csrftoken': jar.get('csrftoken') ?? '' });
  return {
    /** The headers a write of this browser carries: its cookies and the CSRF token. */
    headers: writeHeaders,
    async get(path) {
      const res = await fetch(base + path, { headers: { cookie: cookie() } });
      keep(res);
      return res;
    },
    async post(path, body) {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { ...writeHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      keep(res);
      return res;
    },
  };
}

/** Times `runs` sequential downloads of `path` (after one untimed warm-up): seconds each, and the body size. */
export async function timeDownloads(get, path, runs) {
  const warm = await get(path);
  if (!warm.ok) throw new Error(`GET ${path}: ${warm.status} ${await warm.text()}`);
  const size = (await warm.arrayBuffer()).byteLength;
  const seconds = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await get(path);
    const body = Buffer.from(await res.arrayBuffer());
    seconds.push((performance.now() - start) / 1000);
    if (!res.ok || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`GET ${path}: ${res.status}`);
  }
  return { seconds, size };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
