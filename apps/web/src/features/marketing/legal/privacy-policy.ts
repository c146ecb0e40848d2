import type { LegalSection } from './legal-document.tsx';

export const privacyIntro =
  'This policy explains what SkillSwap collects when you use the platform, why we hold it, who can see it, and the controls you have over it. We collect as little as we can and never sell your data.';

export const privacySections: LegalSection[] = [
  {
    heading: 'Information we collect',
    blocks: [
      'Account information: your email address, your full name and a securely hashed password. If you add a second factor (an authenticator app, a phone number or a security key), we store what is needed to check it.',
      'Profile information you choose to share with the community:',
      [
        'a short bio;',
        'the skills you offer and the skills you want to learn;',
        'your location (street, city, region and country, each optional);',
        'an optional avatar picture.',
      ],
      'Activity on the platform: swap requests, the hours agreed and confirmed, SkillCoin movements, reviews you give and receive, and messages exchanged within a swap.',
      'Messages you send us through the contact form, with the name and email address you give.',
      'Security records: sign-ins, password and factor changes, and the device and network details needed to protect your account.',
    ],
  },
  {
    heading: 'How we use your information',
    blocks: [
      [
        'to run your account and keep it secure;',
        'to show your public profile and match you with members whose skills fit yours;',
        'to record swaps and keep the SkillCoin ledger accurate;',
        'to send the emails you need, such as sign-in codes, swap updates and answers to your questions;',
        'to prevent fraud, spam and abuse, and to enforce our Terms of Service.',
      ],
      'We do not use your information for third-party advertising and we do not sell it to anyone.',
    ],
  },
  {
    heading: 'Your privacy controls',
    blocks: [
      'Settings lets you decide what others see, at any time:',
      [
        'Profile Visibility: public profiles appear on Explore and can be viewed by anyone; private profiles are seen by you alone.',
        'Email Visibility: with Show Email switched on, your address appears on your profile to signed-in members only. It is off by default.',
        'Location Privacy: show your Full Address, City Only (city and country, the default), or keep your location Hidden.',
      ],
      'Messages between members stay inside the swap: your email address and phone number are never shared through them.',
    ],
  },
  {
    heading: 'Cookies and sessions',
    blocks: [
      'We use a single essential cookie to keep you signed in: it holds a refresh token, cannot be read by scripts on the page, and is only sent to SkillSwap. Your theme choice is remembered in your browser. We use no advertising or tracking cookies.',
    ],
  },
  {
    heading: 'Who we share information with',
    blocks: [
      'Other members see only what your privacy controls allow. We share data with service providers that help us run SkillSwap, such as email delivery and, for paid plans, payment processing, only as far as they need it and under contracts that protect it. We disclose information when the law requires it.',
    ],
  },
  {
    heading: 'Retention and account deletion',
    blocks: [
      'You can delete your account from Settings at any time. It disappears from every listing at once, you can no longer sign in, and your open swaps are cancelled.',
      'Your personal data is permanently purged 30 days after deletion. SkillCoin ledger entries are kept in anonymised form so that other members’ balances still add up.',
    ],
  },
  {
    heading: 'Your rights and data export',
    blocks: [
      'You can access and correct your information in your profile and Settings, and download a copy of all your data as a JSON file from Settings. You may also object to processing or ask us to restrict it by contacting us. Where local law gives you further rights, we honour them.',
    ],
  },
  {
    heading: 'Children',
    blocks: [
      'SkillSwap is not for children under 13. You must be at least 13 years old to create an account. If we learn that we hold information about a child under 13, we delete it.',
    ],
  },
  {
    heading: 'Security',
    blocks: [
      'Passwords are stored only as strong one-way hashes, connections are encrypted, and you can protect your account with a second factor. No system is perfectly secure, so please use a unique password and tell us at once if you suspect misuse.',
    ],
  },
  {
    heading: 'Changes to this policy',
    blocks: [
      'When we change this policy we update the date above, and for significant changes we tell members by email before they take effect.',
    ],
  },
];
