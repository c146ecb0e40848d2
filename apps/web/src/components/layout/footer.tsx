import { AtSign, Briefcase, Camera, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { Logo } from './logo.tsx';
import { toast } from './toast.ts';

const linkClassName = 'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

const platformLinks = [
  { label: 'Explore Skills', to: paths.explore },
  { label: 'How It Works', to: paths.about },
  { label: 'Pricing', to: paths.pricing },
];
const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacy },
  { label: 'Terms of Service', to: paths.terms },
  { label: 'Contact', to: paths.contact },
  { label: 'Status', to: paths.status },
];
// Placeholders until these exist (docs/product-rules.md R1.7): buttons that say so, rather than links leading nowhere.
const resourceLinks = ['Blog', 'Community', 'Help Center'];
const socialLinks = [
  { label: 'SkillSwap on X', Icon: AtSign },
  { label: 'SkillSwap on LinkedIn', Icon: Briefcase },
  { label: 'SkillSwap on Instagram', Icon: Camera },
  { label: 'SkillSwap on Discord', Icon: MessageCircle },
];

function announceComingSoon(what: string) {
  toast('Coming soon', { description: `${what} is on its way. Thanks for your patience!` });
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/40">
      <div className="page-container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Logo className="self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">
            Trade skills with people around the world. Teach an hour, earn a SkillCoin, learn something new.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {socialLinks.map(({ label, Icon }) => (
              <li key={label}>
                <button
                  type="button"
                  aria-label={label}
                  onClick={() => announceComingSoon(label)}
                  className="flex size-9 cursor-pointer items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:text-foreground"
                >
                  <Icon aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Platform">
          {platformLinks.map((link) => (
            <Link key={link.label} to={link.to} className={linkClassName}>
              {link.label}
            </Link>
          ))}
        </FooterColumn>
        <FooterColumn title="Resources">
          {resourceLinks.map((label) => (
            <button
              key={label}
              type="button"
              className={`${linkClassName} cursor-pointer`}
              onClick={() => announceComingSoon(label)}
            >
              {label}
            </button>
          ))}
        </FooterColumn>
        <FooterColumn title="Legal">
          {legalLinks.map((link) => (
            <Link key={link.label} to={link.to} className={linkClassName}>
              {link.label}
            </Link>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t">
        <p className="page-container py-6 text-center text-sm text-muted-foreground">
          © {year} SkillSwap. All rights reserved.
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
