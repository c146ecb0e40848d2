import { isValidElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { lazyPage, preloadRouteElements } from './lazy-page.tsx';
import { RootLayout } from './routes/root-layout.tsx';
import { memberOnly } from './routes/require-member.tsx';

/**
 * The route table: one line per page, every page its own lazy chunk. Declarative routes rather than a data
 * router keep the first download under budget (docs/decisions/0006-web-shell-and-first-load-budget.md).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Static pages: no API reads, no React Query.
      { path: paths.home, element: lazyPage(() => import('./routes/landing.tsx'), 'LandingPage') },
      { path: paths.about, element: lazyPage(() => import('./routes/about.tsx'), 'AboutPage') },
      { path: paths.pricing, element: lazyPage(() => import('./routes/pricing.tsx'), 'PricingPage') },
      { path: paths.privacy, element: lazyPage(() => import('./routes/privacy.tsx'), 'PrivacyPage') },
      { path: paths.terms, element: lazyPage(() => import('./routes/terms.tsx'), 'TermsPage') },
      // Mailed-link pages and "Forgot password?": plain calls, no React Query.
      {
        path: paths.forgotPassword,
        element: lazyPage(() => import('./routes/account-links.tsx'), 'ForgotPasswordPage'),
      },
      {
        path: paths.resetPassword,
        element: lazyPage(() => import('./routes/account-links.tsx'), 'ResetPasswordPage'),
      },
      {
        path: paths.confirmEmail,
        element: lazyPage(() => import('./routes/account-links.tsx'), 'ConfirmEmailPage'),
      },
      {
        path: paths.undoEmailChange,
        element: lazyPage(() => import('./routes/account-links.tsx'), 'UndoEmailChangePage'),
      },
      {
        // Every page that uses useQuery / useMutation goes here, inside the QueryClientProvider.
        element: lazyPage(() => import('./routes/data-layout.tsx'), 'DataLayout'),
        children: [
          { path: paths.contact, element: lazyPage(() => import('./routes/contact.tsx'), 'ContactPage') },
          { path: paths.status, element: lazyPage(() => import('./routes/status.tsx'), 'StatusPage') },
          {
            // Public: the link's token is the proof. Its chart library loads with this page only.
            path: paths.sharedImpact,
            element: lazyPage(() => import('./routes/shared-impact.tsx'), 'SharedImpactPage'),
          },
          { path: paths.explore, element: lazyPage(() => import('./routes/explore.tsx'), 'ExplorePage') },
          { path: paths.auth, element: lazyPage(() => import('./routes/auth.tsx'), 'AuthPage') },
          { path: paths.signup, element: lazyPage(() => import('./routes/auth.tsx'), 'AuthPage') },
          {
            path: paths.checkEmail,
            element: lazyPage(() => import('./routes/check-email.tsx'), 'CheckEmailPage'),
          },
          {
            path: paths.claimAccount,
            element: lazyPage(() => import('./routes/claim-account.tsx'), 'ClaimAccountPage'),
          },
          {
            path: paths.verifyEmail,
            element: lazyPage(() => import('./routes/verify-email.tsx'), 'VerifyEmailPage'),
          },
          {
            path: paths.memberProfile,
            element: lazyPage(() => import('./routes/profile.tsx'), 'ProfilePage'),
          },
          {
            path: paths.partnerMember,
            element: memberOnly(lazyPage(() => import('./routes/partner-member.tsx'), 'PartnerMemberPage')),
          },
          {
            path: paths.settings,
            element: memberOnly(lazyPage(() => import('./routes/settings.tsx'), 'SettingsPage')),
          },
          {
            // One section of Settings at its own address (/settings/security, ...).
            path: `${paths.settings}/:section`,
            element: memberOnly(lazyPage(() => import('./routes/settings.tsx'), 'SettingsPage')),
          },
          {
            path: paths.profileEdit,
            element: memberOnly(lazyPage(() => import('./routes/my-profile.tsx'), 'MyProfilePage')),
          },
          {
            path: paths.mySwaps,
            element: memberOnly(lazyPage(() => import('./routes/my-swaps.tsx'), 'MySwapsPage')),
          },
          {
            path: paths.messages,
            element: memberOnly(lazyPage(() => import('./routes/messages.tsx'), 'MessagesPage')),
          },
          {
            path: paths.directThread,
            element: memberOnly(lazyPage(() => import('./routes/direct-thread.tsx'), 'DirectThreadPage')),
          },
          {
            path: paths.coach,
            element: memberOnly(lazyPage(() => import('./routes/coach.tsx'), 'CoachPage')),
          },
          {
            path: paths.swapDetail,
            element: memberOnly(lazyPage(() => import('./routes/swap-detail.tsx'), 'SwapDetailPage')),
          },
          {
            path: paths.welcome,
            element: memberOnly(lazyPage(() => import('./routes/welcome.tsx'), 'WelcomePage')),
          },
          {
            path: paths.upgrade,
            element: memberOnly(lazyPage(() => import('./routes/upgrade.tsx'), 'UpgradePage')),
          },
          {
            path: paths.matches,
            element: memberOnly(lazyPage(() => import('./routes/matches.tsx'), 'MatchesPage')),
          },
          {
            // Its chart library loads with this page only.
            path: paths.insights,
            element: memberOnly(lazyPage(() => import('./routes/insights.tsx'), 'InsightsPage')),
          },
          {
            path: paths.workshops,
            element: lazyPage(() => import('./routes/workshops.tsx'), 'WorkshopsPage'),
          },
          {
            path: paths.newWorkshop,
            element: memberOnly(lazyPage(() => import('./routes/workshops.tsx'), 'NewWorkshopPage')),
          },
          {
            path: paths.workshopDetail,
            element: lazyPage(() => import('./routes/workshops.tsx'), 'WorkshopDetailPage'),
          },
          {
            path: paths.board,
            element: memberOnly(lazyPage(() => import('./routes/board.tsx'), 'BoardPage')),
          },
          {
            path: paths.boardPost,
            element: memberOnly(lazyPage(() => import('./routes/board-post.tsx'), 'BoardPostPage')),
          },
          {
            path: paths.communities,
            element: memberOnly(lazyPage(() => import('./routes/communities.tsx'), 'CommunitiesPage')),
          },
          {
            path: paths.community,
            element: memberOnly(lazyPage(() => import('./routes/community.tsx'), 'CommunityPage')),
          },
          {
            // Its chart library loads with this page only.
            path: paths.communityImpact,
            element: memberOnly(
              lazyPage(() => import('./routes/community-impact.tsx'), 'CommunityImpactPage'),
            ),
          },
          {
            // Its boundaries (Natural Earth, bundled) and projection load with this page only.
            path: paths.communityMap,
            element: memberOnly(lazyPage(() => import('./routes/community-map.tsx'), 'CommunityMapPage')),
          },
          {
            path: paths.organisationInvitation,
            element: memberOnly(
              lazyPage(() => import('./routes/organisation-invitation.tsx'), 'OrganisationInvitationPage'),
            ),
          },
          {
            // The console and everything it loads (charts included) stay in chunks of their own.
            path: `${paths.admin}/*`,
            element: memberOnly(lazyPage(() => import('./routes/admin.tsx'), 'ConsolePage')),
          },
        ],
      },
      { path: '*', element: lazyPage(() => import('./routes/not-found.tsx'), 'NotFoundPage') },
    ],
  },
];

export function AppRoutes() {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname) ?? [];
  preloadRouteElements(matches.map(({ route }) => (isValidElement(route.element) ? route.element : null)));
  return useRoutes(routes);
}
