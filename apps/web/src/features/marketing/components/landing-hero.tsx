import { ArrowRight, Coins, Search, Star } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';
import { useTranslation } from '@/i18n/i18n-context.ts';

export function LandingHero() {
  const { t } = useTranslation();
  return (
    <section className="hero-glow overflow-hidden border-b">
      <div className="page-container grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-sm font-medium text-muted-foreground">
            <Coins aria-hidden="true" className="size-4 text-primary" />
            {t('landing.hero.badge')}
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t('landing.hero.titleLead')}{' '}
            <span className="text-gradient">{t('landing.hero.titleAccent')}</span>
          </h1>
          <p className="max-w-xl text-lg text-pretty text-muted-foreground">{t('landing.hero.lead')}</p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.explore} className={buttonVariants({ size: 'lg' })}>
              <Search aria-hidden="true" />
              {t('landing.hero.findSwap')}
            </Link>
            <Link to={paths.signup} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {t('landing.hero.listSkill')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
        <SwapPreview />
      </div>
    </section>
  );
}

/** An illustration of one swap, built from markup so it costs no image download. */
function SwapPreview() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-primary/20 to-brand-2/20 blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-center justify-between text-sm">
          <span className="font-semibold">{t('landing.preview.newMatch')}</span>
          <span className="rounded-full bg-success px-2 py-0.5 text-xs font-medium text-success-foreground">
            {t('landing.preview.fit', { percent: 98 })}
          </span>
        </div>
        <div className="mt-5 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
          <PreviewMember initials="MR" name="Maya R." skill={t('landing.preview.guitar')} tone="bg-primary" />
          <span className="rounded-full border bg-muted px-2 py-1 text-xs font-semibold">⇄</span>
          <PreviewMember initials="LO" name="Leo O." skill="Python" tone="bg-brand-2" />
        </div>
        <div className="mt-5 grid grid-cols-3 gap-2 text-center text-xs">
          <PreviewFact label={t('landing.preview.hoursEachWay')} value="2 ⇄ 2" />
          <PreviewFact label={t('landing.preview.skillCoin')} value="±0 SC" />
          <PreviewFact label={t('landing.preview.rating')} value="4.9 ★" />
        </div>
      </div>
      <div className="absolute -bottom-5 -start-4 hidden items-center gap-2 rounded-xl border bg-card px-3 py-2 text-xs shadow-lg sm:flex">
        <Star className="size-4 fill-amber-400 text-amber-400" />
        <span className="font-medium">{t('landing.preview.quote')}</span>
      </div>
    </div>
  );
}

function PreviewMember({
  initials,
  name,
  skill,
  tone,
}: {
  initials: string;
  name: string;
  skill: string;
  tone: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-muted/60 p-3 text-center">
      <span
        className={`flex size-11 items-center justify-center rounded-full text-sm font-bold text-primary-foreground ${tone}`}
      >
        {initials}
      </span>
      <span className="text-sm font-medium">{name}</span>
      <span className="rounded-full bg-background px-2 py-0.5 text-xs text-muted-foreground">
        {t('landing.preview.teaches', { skill })}
      </span>
    </div>
  );
}

function PreviewFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-2">
      <div className="font-semibold">{value}</div>
      <div className="text-muted-foreground">{label}</div>
    </div>
  );
}
