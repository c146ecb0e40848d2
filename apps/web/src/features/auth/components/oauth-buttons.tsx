import { oauthRoutes } from '@skillswap/contracts/auth/oauth-routes';
import { Button } from '@/components/ui/button.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuthProviders } from '../api/get-auth-providers.ts';

/** "Continue with …" for each configured provider; nothing at all when none is configured. */
export function OAuthButtons({ redirectTarget }: { redirectTarget: string }) {
  const { t } = useTranslation();
  const { data: providers = [] } = useAuthProviders();
  if (providers.length === 0) return null;

  function authorize(providerId: string) {
    const params = new URLSearchParams({
      provider: providerId,
      redirect_to: new URL(redirectTarget, window.location.origin).toString(),
    });
    window.location.assign(`${oauthRoutes.authorize.path}?${params.toString()}`);
  }

  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
        <span className="h-px flex-1 bg-border" />
        {t('auth.oauth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      {providers.map((provider) => (
        <Button key={provider.id} variant="outline" onClick={() => authorize(provider.id)}>
          {t('auth.oauth.continue', { provider: provider.name })}
        </Button>
      ))}
    </div>
  );
}
