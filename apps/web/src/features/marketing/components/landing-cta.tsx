import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants.ts';
import { paths } from '@/config/paths.ts';

export function LandingCta() {
  return (
    <section className="page-container pb-20">
      <div className="flex flex-col items-center gap-6 bg-brand-gradient rounded-2xl px-6 py-14 text-center text-white shadow-lg">
        <h2 className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your next skill is one swap away
        </h2>
        <p className="max-w-xl text-lg text-pretty text-white/90">
          Join a community that values what you know. Free to start, no card needed.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to={paths.signup} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            Get Started Free
          </Link>
          <Link to={paths.about} className={buttonVariants({ variant: 'inverseOutline', size: 'lg' })}>
            Learn More<span className="sr-only"> about how SkillSwap works</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
