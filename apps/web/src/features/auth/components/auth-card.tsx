import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAuth } from '@/lib/auth/auth-context.ts';
import { LoginForm } from './login-form.tsx';
import { OAuthButtons } from './oauth-buttons.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';
import { SignUpForm } from './signup-form.tsx';

export type AuthTab = 'login' | 'signup';

interface AuthCardProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  redirectTarget: string;
  onDone: () => void;
  /** After a new account is made; `onDone` when not given. */
  onSignedUp?: () => void;
}

/** The one auth card: Login and Sign Up tabs, then the second factor when the member has one. */
export function AuthCard({ tab, onTabChange, redirectTarget, onDone, onSignedUp = onDone }: AuthCardProps) {
  const { needsSecondFactor } = useAuth();
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="text-center">
        <h1 className="text-2xl leading-tight font-semibold">Welcome to SkillSwap</h1>
        <CardDescription>Trade skills with people near you and around the world.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {needsSecondFactor ? (
          <SecondFactorStep onVerified={onDone} />
        ) : (
          <>
            <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
              <TabsList className="grid w-full grid-cols-2">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
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
