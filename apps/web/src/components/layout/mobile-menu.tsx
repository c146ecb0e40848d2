import { cx } from 'class-variance-authority';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { getStartedPath, paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { LanguageSwitcher } from '@/i18n/language-switcher.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { mainNavItems } from './nav-items.ts';
import { useSignOut } from './use-sign-out.ts';

const itemClassName =
  'block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted';

/**
 * The navigation on small screens (below lg for visitors, xl for members): a disclosure under the header. It
 * remembers the page it was opened on, so moving to another page closes it without an effect; Escape closes
 * it and gives focus back to the button.
 */
export function MobileMenu() {
  const panelId = useId();
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation();
  const { user } = useAuth();
  const close = () => setOpenedOn(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  return (
    // Shown where the header is too narrow for its full links (see header.tsx).
    <div className={user ? 'xl:hidden' : 'lg:hidden'}>
      <button
        ref={toggleRef}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? t('common.menu.close') : t('common.menu.open')}
        onClick={() => setOpenedOn(isOpen ? null : pathname)}
      >
        {isOpen ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Menu aria-hidden="true" className="size-5" />
        )}
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-lg"
      >
        <nav aria-label={t('common.nav.mobile')} className="page-container py-3">
          <ul className="flex flex-col gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className={({ isActive }) => cx(itemClassName, isActive && 'bg-muted')}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
          <MobileAccountEntries onNavigate={close} />
          <div className="mt-3 border-t px-3 pt-4">
            <LanguageSwitcher variant="settings" id="language-mobile" />
          </div>
        </nav>
      </div>
    </div>
  );
}

function MobileAccountEntries({ onNavigate }: { onNavigate: () => void }) {
  const { user, isLoading } = useAuth();
  const signOut = useSignOut();
  const { t } = useTranslation();
  if (isLoading) return null;
  if (user) {
    return (
      <div className="mt-3 flex flex-col gap-1 border-t pt-3">
        <Link to={paths.mySwaps} onClick={onNavigate} className={itemClassName}>
          {t('common.account.mySwaps')}
        </Link>
        <Link to={paths.matches} onClick={onNavigate} className={itemClassName}>
          {t('common.account.matches')}
        </Link>
        <Link to={paths.board} onClick={onNavigate} className={itemClassName}>
          {t('common.account.board')}
        </Link>
        <Link to={paths.communities} onClick={onNavigate} className={itemClassName}>
          {t('common.account.communities')}
        </Link>
        <Link to={paths.insights} onClick={onNavigate} className={itemClassName}>
          {t('common.account.insights')}
        </Link>
        <Link to={paths.coach} onClick={onNavigate} className={itemClassName}>
          {t('elite.coach.title')}
        </Link>
        <Link to={paths.profileEdit} onClick={onNavigate} className={itemClassName}>
          {t('common.account.myProfile')}
        </Link>
        <Link to={paths.settings} onClick={onNavigate} className={itemClassName}>
          {t('common.account.settings')}
        </Link>
        {user && user.role !== 'member' && (
          <Link to={paths.admin} onClick={onNavigate} className={itemClassName}>
            {t('common.account.console')}
          </Link>
        )}
        <button
          type="button"
          className={cx(itemClassName, 'w-full cursor-pointer text-start')}
          onClick={() => {
            onNavigate();
            void signOut();
          }}
        >
          {t('common.account.signOut')}
        </button>
      </div>
    );
  }
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 border-t pt-4">
      <Link to={paths.auth} onClick={onNavigate} className={buttonVariants({ variant: 'outline' })}>
        {t('common.account.signIn')}
      </Link>
      <Link to={getStartedPath} onClick={onNavigate} className={buttonVariants()}>
        {t('common.account.getStarted')}
      </Link>
    </div>
  );
}
