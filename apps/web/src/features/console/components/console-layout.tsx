import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cx } from 'class-variance-authority';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import type { ConsolePageEntry } from '../console-pages.tsx';

const roleRank = { member: 0, moderator: 1, admin: 2 } as const;

/**
 * The console's frame: its name, the signed-in role, and the pages this role may open. `pages` are the
 * console's own and those the app adds from other features (routes/admin.tsx composes them).
 */
export function ConsoleLayout({
  pages: allPages,
  children,
}: {
  pages: ConsolePageEntry[];
  children: ReactNode;
}) {
  const { user } = useAuth();
  const { t } = useTranslation();
  const role = user?.role ?? 'member';
  const pages = allPages.filter((page) => roleRank[role] >= roleRank[page.minimumRole]);
  return (
    <div className="page-container grid gap-6 py-8 md:grid-cols-[12rem_1fr]">
      <aside className="grid content-start gap-3">
        <div>
          <p className="text-lg font-semibold">{t('console.layout.title')}</p>
          <p className="text-sm text-muted-foreground">{t(`console.layout.signedInAs.${role}`)}</p>
        </div>
        <nav aria-label={t('console.layout.navigation')}>
          <ul className="flex flex-wrap gap-1 md:flex-col">
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={`${paths.admin}/${page.path}`}
                  className={({ isActive }) =>
                    cx(
                      'block rounded-md px-3 py-2 text-sm font-medium hover:bg-accent',
                      isActive && 'bg-accent text-accent-foreground',
                    )
                  }
                >
                  {t(page.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
