import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, api, CSRF_COOKIE, fetchCsrfCookie, onSubscriptionLapse, UNEXPECTED_ERROR } from '../api-client';
import { clearCookie } from '../cookies';
import { AuthContext, type AuthContextValue, type RegisterPayload } from './auth-context';
import {
  clearStoredUser,
  readStoredUser,
  type ServerUser,
  storeUser,
  toClientUser,
  USER_STORAGE_KEY,
  type User,
} from './user';

export const CSRF_FETCH_FAILED = 'Could not fetch CSRF token.';

async function ensureCsrfCookie(): Promise<void> {
  try {
    await fetchCsrfCookie();
  } catch {
    throw new Error(CSRF_FETCH_FAILED);
  }
}

/** Login and register failures: detail, else the answer as text, else "An unexpected error occurred." */
function authFailure(error: unknown): Error {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.message === CSRF_FETCH_FAILED) return error;
  return new Error(error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR);
}

type AuthProviderProps = {
  children: ReactNode;
  /** Called as soon as a sign-in succeeds, before the screen moves on (the app preloads the landing route). */
  onSignIn?: (user: User) => void;
};

export function AuthProvider({ children, onSignIn }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(() => readStoredUser());
  const [isLoading, setIsLoading] = useState<boolean>(() => readStoredUser() !== null);
  const userRef = useRef(user);
  userRef.current = user;

  const applyUser = useCallback((next: User | null) => {
    setUser(next);
    if (next) storeUser(next);
    else clearStoredUser();
  }, []);

  const clearSession = useCallback(() => {
    applyUser(null);
    clearCookie(CSRF_COOKIE);
    queryClient.clear();
  }, [applyUser, queryClient]);

  const logout = useCallback(async () => {
    try {
      await fetchCsrfCookie().catch((error) => console.warn(CSRF_FETCH_FAILED, error));
      await api.post('/api/auth/logout/');
    } catch (error) {
      console.warn('Logout call failed; clearing the session anyway.', error);
    } finally {
      clearSession();
    }
  }, [clearSession]);

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        await ensureCsrfCookie();
        const answer = await api.post<ServerUser>('/api/auth/login/', { email, password });
        const next = toClientUser(answer);
        onSignIn?.(next);
        applyUser(next);
        return next;
      } catch (error) {
        throw authFailure(error);
      }
    },
    [applyUser, onSignIn],
  );

  // A write refused because the subscription lapsed: the user now counts as inactive, and the
  // route guard sends them to /user-subscription (spec part 1 section 2).
  useEffect(
    () =>
      onSubscriptionLapse(() => {
        const current = userRef.current;
        if (current?.subscription_active) applyUser({ ...current, subscription_active: false });
      }),
    [applyUser],
  );

  const register = useCallback(async (payload: RegisterPayload) => {
    try {
      await ensureCsrfCookie();
      return await api.post<unknown>('/api/auth/register/', payload);
    } catch (error) {
      throw authFailure(error);
    }
  }, []);

  /** Only when signed in; a 401 or 403 from this call (and only this one) logs the user out. */
  const refreshUser = useCallback(async () => {
    if (!userRef.current) return null;
    try {
      const answer = await api.get<ServerUser>('/api/resident/profile/');
      const next = toClientUser(answer);
      applyUser(next);
      return next;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        await logout();
        return null;
      }
      console.warn('Could not refresh the user.', error instanceof Error ? error.message : error);
      return userRef.current;
    }
  }, [applyUser, logout]);

  // Application start: fetch the CSRF cookie once, then check a restored user.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetchCsrfCookie()
      .catch((error) => console.warn(CSRF_FETCH_FAILED, error))
      .finally(() => {
        if (!userRef.current) {
          setIsLoading(false);
          return;
        }
        void refreshUser().finally(() => setIsLoading(false));
      });
  }, [refreshUser]);

  // Another tab signed in or out.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_STORAGE_KEY) setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isAuthenticated: user !== null, login, register, logout, refreshUser }),
    [user, isLoading, login, register, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
