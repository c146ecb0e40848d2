/**
 * Whether the server may send pushes to this subscription endpoint (threat T73): the server makes a request
 * to whatever URL a browser hands it, so only HTTPS endpoints of the push services in PUSH_ENDPOINT_HOSTS
 * pass ("*.example.com" matches its subdomains). Plain HTTP is allowed only to a loopback host listed by name
 * (tests' fake push service); production refuses such a list (config.ts).
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const patterns = allowedHosts
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const isListed = patterns.some((pattern) =>
    pattern.startsWith('*.')
      ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
      : host === pattern,
  );
  if (!isListed) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopback(host);
}

export const isLoopback = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
