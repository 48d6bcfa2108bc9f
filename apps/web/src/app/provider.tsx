import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { AuthProvider } from '../lib/auth/auth-provider';
import { DEFAULT_TOAST_MS } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { preloadLanding } from './route-modules';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignIn={preloadLanding}>
        {children}
        <Toaster position="top-right" duration={DEFAULT_TOAST_MS} richColors closeButton />
      </AuthProvider>
    </QueryClientProvider>
  );
}
