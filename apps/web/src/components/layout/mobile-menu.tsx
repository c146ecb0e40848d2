import { cx } from 'class-variance-authority';
import { Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { mainNavItems } from './nav-items.ts';
import { useSignOut } from './use-sign-out.ts';

const itemClassName =
  'block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-muted';

/**
 * The navigation on small screens: a disclosure under the header. It remembers the page it was opened on,
 * so moving to another page closes it without an effect; Escape closes it and gives focus back to the button.
 */
export function MobileMenu() {
  const panelId = useId();
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const isOpen = openedOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
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
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
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
        <nav aria-label="Mobile" className="page-container py-3">
          <ul className="flex flex-col gap-1">
            {mainNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className={({ isActive }) => cx(itemClassName, isActive && 'bg-muted')}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <MobileAccountEntries onNavigate={close} />
        </nav>
      </div>
    </div>
  );
}

function MobileAccountEntries({ onNavigate }: { onNavigate: () => void }) {
  const { user, isLoading } = useAuth();
  const signOut = useSignOut();
  if (isLoading) return null;
  if (user) {
    return (
      <div className="mt-3 flex flex-col gap-1 border-t pt-3">
        <Link to={paths.mySwaps} onClick={onNavigate} className={itemClassName}>
          My Swaps
        </Link>
        <Link to={paths.matches} onClick={onNavigate} className={itemClassName}>
          Matches
        </Link>
        <Link to={paths.board} onClick={onNavigate} className={itemClassName}>
          Requests board
        </Link>
        <Link to={paths.communities} onClick={onNavigate} className={itemClassName}>
          Communities
        </Link>
        <Link to={paths.insights} onClick={onNavigate} className={itemClassName}>
          Insights
        </Link>
        <Link to={paths.profileEdit} onClick={onNavigate} className={itemClassName}>
          My Profile
        </Link>
        <Link to={paths.settings} onClick={onNavigate} className={itemClassName}>
          Settings
        </Link>
        {user && user.role !== 'member' && (
          <Link to={paths.admin} onClick={onNavigate} className={itemClassName}>
            Console
          </Link>
        )}
        <button
          type="button"
          className={cx(itemClassName, 'w-full cursor-pointer text-left')}
          onClick={() => {
            onNavigate();
            void signOut();
          }}
        >
          Sign Out
        </button>
      </div>
    );
  }
  return (
    <div className="mt-3 grid grid-cols-2 gap-2 border-t pt-4">
      <Link to={paths.auth} onClick={onNavigate} className={buttonVariants({ variant: 'outline' })}>
        Sign In
      </Link>
      <Link to={paths.auth} onClick={onNavigate} className={buttonVariants()}>
        Get Started
      </Link>
    </div>
  );
}
