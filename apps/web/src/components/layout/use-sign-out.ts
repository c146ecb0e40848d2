import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { toast } from './toast.ts';

/** Signs the member out, says goodbye and goes home, whatever the server answered: the session is gone locally. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      // The provider has already dropped the session; a failed server call only leaves a cookie to expire.
    }
    toast('Signed out', { description: 'Come back soon!' });
    void navigate(paths.home);
  }, [signOut, navigate]);
}
