/**
 * The features Playwright (1.65) turns off in the Chromium it launches (its own `--disable-features`, as
 * chrome://version shows it). Chromium reads only the last `--disable-features` on its command line, so
 * playwright.config.ts repeats this list before its own additions; e2e/browser-setup.spec.ts fails when
 * Playwright's list holds a feature this one lacks (after an upgrade).
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
