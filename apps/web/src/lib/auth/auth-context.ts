import type { RegisterBody } from '@estatehub/shared';
import { createContext, useContext } from 'react';
import type { User } from './user';

/** The resident registration body: the shared `registerBody`'s input. */
export type RegisterPayload = RegisterBody;

export type AuthContextValue = {
  user: User | null;
  /** True while the current user is unknown (a stored user is being checked). */
  isLoading: boolean;
  isAuthenticated: boolean;
  login: (email: string, password: string) => Promise<User>;
  register: (payload: RegisterPayload) => Promise<unknown>;
  logout: () => Promise<void>;
  refreshUser: () => Promise<User | null>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
