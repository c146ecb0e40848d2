import { paths } from '@/config/paths.ts';

/** The main navigation, shared by the desktop bar and the mobile menu so they never drift apart. */
export const mainNavItems = [
  { labelKey: 'common.nav.explore', to: paths.explore },
  { labelKey: 'common.nav.workshops', to: paths.workshops },
  { labelKey: 'common.nav.howItWorks', to: paths.about },
  { labelKey: 'common.nav.pricing', to: paths.pricing },
  { labelKey: 'common.nav.contact', to: paths.contact },
] as const;
