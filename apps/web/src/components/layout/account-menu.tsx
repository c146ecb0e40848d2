import {
  ChartColumn,
  Compass,
  ChevronDown,
  ClipboardList,
  IdCard,
  LogOut,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { useSignOut } from './use-sign-out.ts';

export function AccountMenu() {
  const { user } = useAuth();
  const signOut = useSignOut();
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <UserRound aria-hidden="true" />
          {t('common.account.menu')}
          <ChevronDown aria-hidden="true" className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {user?.email && (
          <>
            <DropdownMenuLabel className="max-w-56 truncate font-normal text-muted-foreground">
              {user.email}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.matches}>
            <Sparkles aria-hidden="true" />
            {t('common.account.matches')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.board}>
            <ClipboardList aria-hidden="true" />
            {t('common.account.board')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.communities}>
            <Users aria-hidden="true" />
            {t('common.account.communities')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.insights}>
            <ChartColumn aria-hidden="true" />
            {t('common.account.insights')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.coach}>
            <Compass aria-hidden="true" />
            {t('elite.coach.title')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.profileEdit}>
            <IdCard aria-hidden="true" />
            {t('common.account.myProfile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings}>
            <Settings aria-hidden="true" />
            {t('common.account.settings')}
          </Link>
        </DropdownMenuItem>
        {user && user.role !== 'member' && (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <ShieldCheck aria-hidden="true" />
              {t('common.account.console')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut aria-hidden="true" />
          {t('common.account.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
