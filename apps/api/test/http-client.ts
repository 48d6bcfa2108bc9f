/** A browser-like HTTP client: keeps cookies, sends the CSRF header like the web app does. */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  csrf(): string | undefined {
    return this.cookies.get('csrftoken');
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const unsafe = method !== 'GET' && method !== 'HEAD';
    if (unsafe && this.csrf() && !('x-csrftoken' in h)) h['x-csrftoken'] = this.csrf()!;
    let payload: string | FormData | undefined;
    if (body instanceof FormData) {
      payload = body; // fetch sets the multipart boundary
    } else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: payload, redirect: 'manual' });
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired =
        attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) ||
        attrs.some((a) => /max-age=0$/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    // biome-ignore lint/suspicious/noExplicitAny: tests read the JSON answers loosely
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, setCookies, body: json, text, bytes };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body, headers);
  put = (path: string, body?: unknown) => this.request('PUT', path, body);
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body);
  delete = (path: string) => this.request('DELETE', path);

  /** GET /api/csrf-cookie/ first, as the web app does at start. */
  async primeCsrf() {
    await this.get('/api/csrf-cookie/');
    return this;
  }

  async login(email: string, password: string) {
    await this.primeCsrf();
    return this.post('/api/auth/login/', { email, password });
  }
}
