import { createContext, useContext } from 'react';
import type { User } from './user';

export type RegisterPayload = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  home_address: string;
  house_type: string;
  role: string;
  resident_type: string;
  estate: number;
};

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
