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
  // A member's header carries My Swaps, the balance and the bell; on a phone the wordmark makes
  // room for them.
  const { user } = useAuth();
  const { t } = useTranslation();
  // The full header (links, language, account) needs room: a member's status takes more of it than a
  // visitor's Sign In, so a member gets it from xl and a visitor from lg; below that, the menu holds
  // the same entries.
  const onWide = user ? 'hidden xl:block' : 'hidden lg:block';
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="page-container flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Logo isNameHiddenOnPhones={Boolean(user)} />
        <nav aria-label={t('common.nav.main')} className={onWide}>
          <ul className="flex items-center gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cx(
                      'whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground',
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
        <div className="flex items-center gap-1 lg:gap-2">
          <MemberStatus />
          <div className={onWide}>
            <LanguageSwitcher />
          </div>
          <ThemeToggle />
          <div className={onWide}>
            <AccountActions />
          </div>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
