import { useSearchParams } from 'react-router';

/**
 * Where to go after signing in: the member page that sent the visitor here, or home. Only paths on
 * this site are followed, so a crafted link cannot bounce a member to another site.
 */
export function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  return toSafeTarget(searchParams.get('redirect'));
}

export function toSafeTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return '/';
  }
  return redirect;
}
