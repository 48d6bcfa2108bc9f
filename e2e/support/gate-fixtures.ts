import { expect } from '@playwright/test';
import QRCode from 'qrcode';
import type { Api } from './estates-fixtures';

// Helpers for the issue-9 browser test of the guard's screen.

export type PassPurpose = 'family' | 'friend' | 'delivery' | 'service' | 'other';
export type Pass = { code: string; visitor_name: string; expires_at: string };

/** POST /api/visitor-codes/ as the signed-in resident: a fresh six-digit pass. */
export async function createPass(resident: Api, visitorName: string, purpose: PassPurpose): Promise<Pass> {
  const made = await resident.send('POST', '/api/visitor-codes/', { visitor_name: visitorName, purpose });
  expect(made.status, made.text).toBe(201);
  const pass = made.body as Pass;
  expect(pass.code).toMatch(/^\d{6}$/);
  return pass;
}

/** A PNG of the pass's QR code, as a phone photo of the visitor's screen would show it. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 480, margin: 4 });
}
