import { NavLink } from 'react-router';
import { cx } from 'class-variance-authority';
import { AccountActions } from './account-actions.tsx';
import { Logo } from './logo.tsx';
import { MemberStatus } from './member-status.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { mainNavItems } from './nav-items.ts';
import { ThemeToggle } from '@/components/theme/theme-toggle.tsx';
import { LanguageSwitcher } from '@/i18n/language-switcher.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';

export function Header() {
  // A member's header carries My Swaps, the balance and the bell; on a phone the wordmark makes room for them.
  const { user } = useAuth();
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="page-container flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Logo isNameHiddenOnPhones={Boolean(user)} />
        <nav aria-label={t('common.nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cx(
                      'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
                      isActive && 'text-foreground',
                    )
                  }
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 md:gap-2">
          <MemberStatus />
          {/* On phones the switcher is in the menu: the header has no room for it beside a member's status. */}
          <div className="hidden md:block">
            <LanguageSwitcher />
          </div>
          <ThemeToggle />
          <div className="hidden md:block">
            <AccountActions />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
