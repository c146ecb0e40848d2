import { useNavigate } from 'react-router';
import { useDocumentTitle } from '@/components/layout/use-document-title.ts';
import { toast } from '@/components/layout/toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { communityPagePath } from '@/config/paths.ts';
import { organisationActions, useOrganisationAction } from '@/features/organisations/api/organisations.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';
import { getErrorMessage } from '@/lib/api-client.ts';

/** Where an organisation's mailed invitation leads (`#token=…`): the invited member accepts it (ADR 122). */
export function OrganisationInvitationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('organisations.accept.title'));
  const navigate = useNavigate();
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  const accept = useOrganisationAction(organisationActions.accept);
  const submit = () =>
    accept.mutate(token, {
      onSuccess: (joined) => {
        toast.success(t('organisations.accept.welcome', { name: joined.data.name }));
        void navigate(communityPagePath(joined.data.slug));
      },
    });
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-16">
      <h1 className="text-2xl font-bold">{t('organisations.accept.title')}</h1>
      <p className="text-muted-foreground">{t('organisations.accept.description')}</p>
      {token ? (
        <Button className="w-fit" disabled={accept.isPending} onClick={submit}>
          {t('organisations.accept.submit')}
        </Button>
      ) : (
        <p role="alert" className="text-destructive">
          {t('organisations.accept.missing')}
        </p>
      )}
      {accept.isError && (
        <p role="alert" className="text-destructive">
          {getErrorMessage(accept.error, t('organisations.error.generic'))}
        </p>
      )}
    </section>
  );
}
