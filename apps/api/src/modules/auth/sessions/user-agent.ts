// A session's device in words, read from its User-Agent: enough for a member to recognise their own phone
// or laptop ("Chrome on Android"), not a fingerprint. Order matters: Edge, Opera and Samsung Internet also
// say "Chrome", and every Chromium browser also says "Safari".
const browsers: [pattern: RegExp, name: string][] = [
  [/EdgA?\/|Edg(?:iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
  [/^node|undici|axios/i, 'Node.js'],
];

const systems: [pattern: RegExp, name: string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const findName = (list: [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/** "Chrome on Android", "Safari on iPhone", "Firefox", "Unknown device". */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = findName(browsers, userAgent);
  const system = findName(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : 'Unknown device');
}
