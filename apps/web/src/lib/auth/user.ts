import type { Role, UserAnswer } from '@estatehub/shared';
import { storage } from '../storage';

/** localStorage key of the signed-in user (spec part 1 section 9). */
export const USER_STORAGE_KEY = 'user';

/** The user as every auth answer gives it: the shared `userAnswer` (or the profile, which extends it). */
export type ServerUser = UserAnswer;

/** The user as the client keeps it. */
export type User = {
  id: string;
  name: string;
  email: string;
  role: string;
  estateId: string | null;
  subscription_active: boolean;
};

export const KNOWN_ROLES: readonly Role[] = ['admin', 'resident', 'security'];

export function isKnownRole(role: string | null | undefined): role is Role {
  return KNOWN_ROLES.includes(role as Role);
}

export function toClientUser(raw: ServerUser): User {
  const name = [raw.first_name, raw.last_name].filter((part): part is string => Boolean(part?.trim())).join(' ');
  return {
    id: String(raw.id),
    name: name || raw.email,
    email: raw.email,
    role: raw.role,
    estateId: raw.estate === null ? null : String(raw.estate),
    subscription_active: raw.subscription_active,
  };
}

function isClientUser(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.email === 'string' && typeof v.role === 'string';
}

export function readStoredUser(): User | null {
  const value = storage.get<unknown>(USER_STORAGE_KEY);
  if (!isClientUser(value)) return null;
  return { ...value, subscription_active: value.subscription_active ?? true, estateId: value.estateId ?? null };
}

export function storeUser(user: User): void {
  storage.set(USER_STORAGE_KEY, user);
}

export function clearStoredUser(): void {
  storage.remove(USER_STORAGE_KEY);
}

/** Where a user lands after login (spec part 1 section 6). */
export function homePathFor(role: string): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'resident') return '/resident/dashboard';
  if (role === 'security') return '/security/verify-visitor';
  return '/';
}

/** The Dashboard link of the top bar: /{role}/dashboard, except security whose only screen is verify-visitor. */
export function dashboardPathFor(role: string): string {
  return role === 'security' ? '/security/verify-visitor' : `/${role}/dashboard`;
}
