import { AtSign, Briefcase, Camera, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Logo } from './logo.tsx';
import { useTranslation, type Translate } from '@/i18n/i18n-context.ts';
import { toast } from './toast.ts';

const linkClassName = 'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

const platformLinks = [
  { labelKey: 'common.footer.exploreSkills', to: paths.explore },
  { labelKey: 'common.nav.howItWorks', to: paths.about },
  { labelKey: 'common.nav.pricing', to: paths.pricing },
];
const legalLinks = [
  { labelKey: 'common.footer.privacy', to: paths.privacy },
  { labelKey: 'common.footer.terms', to: paths.terms },
  { labelKey: 'common.nav.contact', to: paths.contact },
  { labelKey: 'common.footer.status', to: paths.status },
];
// Placeholders until these exist (docs/product-rules.md R1.7): buttons that say so, rather than
// links leading nowhere.
const resourceLinks = ['common.footer.blog', 'common.footer.community', 'common.footer.helpCenter'];
const socialLinks = [
  { labelKey: 'common.footer.socialX', Icon: AtSign },
  { labelKey: 'common.footer.socialLinkedIn', Icon: Briefcase },
  { labelKey: 'common.footer.socialInstagram', Icon: Camera },
  { labelKey: 'common.footer.socialDiscord', Icon: MessageCircle },
];

function announceComingSoon(t: Translate, what: string) {
  toast(t('common.comingSoon.title'), { description: t('common.comingSoon.description', { what }) });
}

export function Footer() {
  const { t } = useTranslation();
  // Written as digits, not grouped (“2,026”): a year is not a quantity.
  const year = String(new Date().getFullYear());
  return (
    <footer className="border-t bg-muted/40">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo className="self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">{t('common.footer.tagline')}</p>
          <ul className="flex gap-2" aria-label={t('common.footer.social')}>
            {socialLinks.map(({ labelKey, Icon }) => (
              <li key={labelKey}>
                <button
                  type="button"
                  aria-label={t(labelKey)}
                  onClick={() => announceComingSoon(t, t(labelKey))}
                  className="flex size-9 cursor-pointer items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:text-foreground"
                >
                  <Icon aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title={t('common.footer.platform')}>
          {platformLinks.map((link) => (
            <Link key={link.labelKey} to={link.to} className={linkClassName}>
              {t(link.labelKey)}
            </Link>
          ))}
        </FooterColumn>
        <FooterColumn title={t('common.footer.resources')}>
          {resourceLinks.map((labelKey) => (
            <button
              key={labelKey}
              type="button"
              className={`${linkClassName} cursor-pointer`}
              onClick={() => announceComingSoon(t, t(labelKey))}
            >
              {t(labelKey)}
            </button>
          ))}
        </FooterColumn>
        <FooterColumn title={t('common.footer.legal')}>
          {legalLinks.map((link) => (
            <Link key={link.labelKey} to={link.to} className={linkClassName}>
              {t(link.labelKey)}
            </Link>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t">
        <p className="page-container py-6 text-center text-sm text-muted-foreground">
          {t('common.footer.rights', { year })}
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2">
        {children.map((child, index) => (
          <li key={index}>{child}</li>
        ))}
      </ul>
    </nav>
  );
}
