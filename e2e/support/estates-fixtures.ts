import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { DEMO_ESTATE, DEMO_PASSWORD } from './app';
import type { Mail } from './mailbox';
import { captureScreen, DESKTOP, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, MOBILE } from './screens';

// Helpers for the issue-4 browser tests (estates, residents, leadership, profiles).

// ---------------------------------------------------------------------------------------------
// Real PNG files, made in memory (the server recognises images by their first bytes).

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A square PNG: a background colour with a centred block of a second colour, so a logo is
 * recognisable in the screenshots.
 */
export function pngImage(size: number, background: [number, number, number], block: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows: Buffer[] = [];
  const lo = Math.floor(size / 4);
  const hi = size - lo;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const inner = x >= lo && x < hi && y >= lo && y < hi;
      row.set(inner ? block : background, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });

// ---------------------------------------------------------------------------------------------
// The API, as the web app calls it: cookies kept, every unsafe call with the X-CSRFToken header.

/** A made-up client address per API client: each test's people come from their own phones. */
let clients = 0;
const clientAddress = () => `10.${process.pid % 250}.${Math.floor(++clients / 250) % 250}.${(clients % 250) + 1}`;

export class Api {
  private constructor(readonly http: APIRequestContext) {}

  static async open(): Promise<Api> {
    const http = await request.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
    });
    const answer = await http.get('/api/csrf-cookie/');
    expect(answer.ok()).toBe(true);
    return new Api(http);
  }

  async csrf(): Promise<string> {
    const cookie = (await this.http.storageState()).cookies.find((c) => c.name === 'csrftoken');
    if (!cookie) throw new Error('No csrftoken cookie');
    return cookie.value;
  }

  async get<T>(url: string, params?: Record<string, string | number>): Promise<T> {
    const answer = await this.http.get(url, { params });
    expect(answer.status(), `GET ${url}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  }

  /** An unsafe call; answers the status and the parsed body (if any). */
  async send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, data?: unknown) {
    const answer = await this.http.fetch(url, {
      method,
      data: data as Record<string, unknown> | undefined,
      headers: { 'X-CSRFToken': await this.csrf() },
    });
    const text = await answer.text();
    return { status: answer.status(), text, body: text ? (JSON.parse(text) as unknown) : null };
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    const answer = await this.send('POST', '/api/auth/login/', { email, password });
    expect(answer.status, answer.text).toBe(200);
  }

  close() {
    return this.http.dispose();
  }
}

export async function estateIdByName(api: Api, name: string): Promise<number> {
  const list = await api.get<{ results: { id: number; name: string }[] }>('/api/estates/', { search: name });
  const estate = list.results.find((e) => e.name === name);
  if (!estate) throw new Error(`No estate named ${name}: ${JSON.stringify(list)}`);
  return estate.id;
}

export const demoEstateId = (api: Api) => estateIdByName(api, DEMO_ESTATE);

// ---------------------------------------------------------------------------------------------
// Residents made for one test run, so that the demo people other tests rely on stay as they are.

export type NewResident = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  home_address: string;
  house_type: string;
  resident_type: 'tenant' | 'landlord/landlady' | 'security';
};

export const RESIDENT_PASSWORD = 'Gate#Pass2026';

/** A run tag of six digits, used in names, e-mails, addresses and phone numbers. */
export function runTag(): string {
  return `${Date.now() % 1_000_000}`.padStart(6, '0');
}

/** The run tag in letters (A for 0 ... J for 9), for names: e-mails quote names next to codes. */
export function tagLetters(tag: string): string {
  return [...tag].map((d) => String.fromCharCode(65 + Number(d))).join('');
}

/** POST /api/auth/register/ : an unverified, pending resident of the estate. */
export async function registerResident(api: Api, estateId: number, person: NewResident): Promise<void> {
  const answer = await api.send('POST', '/api/auth/register/', {
    ...person,
    estate: estateId,
    password: RESIDENT_PASSWORD,
  });
  expect(answer.status, answer.text).toBeLessThan(300);
}

/** Verifies a registered resident's e-mail with the code from their mailbox. */
export async function verifyResident(api: Api, email: string): Promise<void> {
  const mail = await waitForMailAbout(email, 'Your EstateHub verification code');
  const code = mail.subject.match(/code: (\d{6})$/)?.[1];
  expect(code, mail.subject).toBeDefined();
  const answer = await api.send('POST', '/api/auth/verify-email/', { email, code: code! });
  expect(answer.status, answer.text).toBeLessThan(300);
}

type ResidentList = { count: number; results: { id: number; email: string; is_approved: boolean }[] };

/** The admin's view of one resident (by e-mail), or undefined. */
export async function findResident(admin: Api, email: string) {
  const list = await admin.get<ResidentList>('/api/admin/residents/', { search: email });
  return list.results.find((r) => r.email.toLowerCase() === email.toLowerCase());
}

/** Removes the residents a test made (those still there), as their estate's admin. */
export async function deleteResidents(admin: Api, emails: string[]): Promise<void> {
  for (const email of emails) {
    const row = await findResident(admin, email);
    if (!row) continue;
    const answer = await admin.send('DELETE', `/api/admin/delete-resident/${row.id}/`);
    expect(answer.status, answer.text).toBe(204);
  }
}

// ---------------------------------------------------------------------------------------------
// Mail with a given subject (other tests write to the same addresses).

function allMail(): Mail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set (global setup did not run)');
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail);
}

export async function waitForMailAbout(to: string, subject: string | RegExp, timeoutMs = 15_000): Promise<Mail> {
  const matches = (m: Mail) =>
    m.to.includes(to.toLowerCase()) &&
    (typeof subject === 'string' ? m.subject.startsWith(subject) : subject.test(m.subject));
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        found = allMail().find(matches);
        return found !== undefined;
      },
      { message: `an e-mail to ${to} about ${String(subject)}`, timeout: timeoutMs },
    )
    .toBe(true);
  return found!;
}

// ---------------------------------------------------------------------------------------------
// Screenshots of the issue-4 screens.

/** Closes the notifications still showing (with their close buttons), so they do not cover the screen. */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await page.locator('[data-sonner-toast] button[data-close-button]').all()) {
    await close.click({ timeout: 1_000 }).catch(() => undefined); // it may close by itself meanwhile
  }
  await expect(toasts).toHaveCount(0);
}

const SCREENSHOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** A dialog over the screen: a picture of the viewport (a full-page one would show the backdrop cut off). */
async function captureDialog(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`) });
  await expectNoHorizontalOverflow(page, `${name} at ${width}px`);
  await expectNoSeriousA11yViolations(page, `${name} at ${width}px`);
}

/**
 * The screen at 375 px and 1280 px (screenshot, overflow and axe checks), ending at 1280 px.
 * `dialog`: the picture is of the viewport, with the dialog open over the screen.
 */
export async function captureBothWidths(
  page: Page,
  name: string,
  ready?: () => Promise<void>,
  options: { dialog?: boolean } = {},
): Promise<void> {
  await closeToasts(page);
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    if (ready) await ready();
    if (options.dialog) {
      await captureDialog(page, name);
      continue;
    }
    // A full-page picture taken while scrolled shows the sticky header mid-page: start at the top.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await captureScreen(page, name);
  }
}
