import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { LoginForm } from './login-form.tsx';
import { OAuthButtons } from './oauth-buttons.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SignUpForm, type SignedUp } from './signup-form.tsx';

export type AuthTab = 'login' | 'signup';

interface AuthCardProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  redirectTarget: string;
  onDone: () => void;
  /** After the sign-up form is sent (ADR 166: whether or not the address already had an account). */
  onSignedUp: (signedUp: SignedUp) => void;
}

/** The one auth card: Login and Sign Up tabs, then the second factor when the member has one. */
export function AuthCard({ tab, onTabChange, redirectTarget, onDone, onSignedUp }: AuthCardProps) {
  const { needsSecondFactor } = useAuth();
  const { t } = useTranslation();
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl leading-tight font-semibold">{t('auth.card.title')}</h1>
        <CardDescription>{t('auth.card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {needsSecondFactor ? (
          <SecondFactorStep onVerified={onDone} />
        ) : (
          <>
            <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">{t('auth.tab.login')}</TabsTrigger>
                <TabsTrigger value="signup">{t('auth.tab.signup')}</TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <LoginForm onSignedIn={onDone} />
              </TabsContent>
              <TabsContent value="signup">
                <SignUpForm onSignedUp={onSignedUp} />
              </TabsContent>
            </Tabs>
            <OAuthButtons redirectTarget={redirectTarget} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
