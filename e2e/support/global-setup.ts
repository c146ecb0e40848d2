import { apiBundleVariable, buildApiBundle } from '../../apps/api/src/test/api-bundle.ts';

/**
 * The operator commands journeys run (`admin:grant`, `member:verify`, …) start from the API bundled once for
 * the run, as the API suite's do, instead of loading the sources through tsx each time. The servers the
 * journeys use start as the README starts them.
 */
export default async function globalSetup() {
  const bundle = await buildApiBundle();
  // Playwright's workers start after this and inherit the runner's environment.
  process.env[apiBundleVariable] = bundle.folder;
  return () => bundle.remove();
}
