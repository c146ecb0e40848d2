import { paths } from '@/config/paths.ts';

/** The main navigation, shared by the desktop bar and the mobile menu so they never drift apart. */
export const mainNavItems = [
  { label: 'Explore', to: paths.explore },
  { label: 'How It Works', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Contact', to: paths.contact },
] as const;
