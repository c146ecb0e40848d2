import { z } from 'zod';

/**
 * What a personal access token may do (Enterprise members, Settings → API). Each endpoint that accepts tokens
 * names the one scope it needs (`tokenScope` in its definition); everything else refuses tokens.
 */
export const tokenScopes = [
  'profile:read',
  'swaps:read',
  'swaps:write',
  'messages:write',
  'ledger:read',
  'board:read',
  'board:write',
  'communities:read',
  'communities:write',
] as const;
export type TokenScope = (typeof tokenScopes)[number];

/** How each scope is explained to the member choosing it and in the OpenAPI document. */
export const tokenScopeDescriptions: Record<TokenScope, string> = {
  'profile:read': 'Read your own profile and other members’ public profiles, reviews and reputation',
  'swaps:read': 'Read your swap requests, your swaps and their messages',
  'swaps:write': 'Send and edit swap requests; accept, decline, cancel, confirm and dispute swaps',
  'messages:write': 'Send messages in your swaps and mark them read',
  'ledger:read': 'Read your SkillCoin balance and statement',
  'board:read': 'Read the requests board and your own posts with their responses',
  'board:write': 'Post, renew, close and reopen posts on the board, and respond to posts',
  'communities:read': 'Read your communities, their members, funds and dashboards',
  'communities:write':
    'Create, join and leave communities; coordinate them; give to and grant from their funds',
};

/** Every personal access token starts with this, so it is told apart from a session's JWT at a glance. */
export const personalTokenPrefix = 'skillswap_pat_';

/** How many live tokens one member may hold. */
export const maxPersonalTokens = 20;

/** How long a new token works, in days: chosen at creation (ADR 79). */
export const tokenLifetimesDays = [30, 90, 365] as const;
export type TokenLifetimeDays = (typeof tokenLifetimesDays)[number];
export const defaultTokenLifetimeDays: TokenLifetimeDays = 90;

/** Creating a token needs the password or a second factor proved this recently (ADR 79). */
export const tokenCreationReauthSeconds = 5 * 60;

export const createPersonalTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'personalTokens.validation.nameMissing')
    .max(60, 'personalTokens.validation.nameLong'),
  scopes: z
    .array(z.enum(tokenScopes))
    .min(1, 'personalTokens.validation.scopeMissing')
    .max(tokenScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, 'personalTokens.validation.scopeTwice')
    .meta({ uniqueItems: true }),
  /** Days until the token stops working: 30, 90 (when left out) or 365. */
  expiresInDays: z
    .literal(tokenLifetimesDays, { error: 'Choose 30, 90 or 365 days.' })
    .default(defaultTokenLifetimeDays),
});
export type CreatePersonalTokenInput = z.input<typeof createPersonalTokenSchema>;

export const personalTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(z.enum(tokenScopes)),
  /** The token's last four characters, to tell tokens apart; the token itself is shown once, at creation. */
  lastCharacters: z.string(),
  createdAt: z.iso.datetime(),
  /** When a request last used the token (to the minute); null when it never has. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** When the token stops working; an expired token stays listed (refused at use) until revoked. */
  expiresAt: z.iso.datetime(),
});
export type PersonalToken = z.infer<typeof personalTokenSchema>;

/** Settings → API: whether the member's plan includes tokens, and the tokens they hold. */
export const personalTokenListSchema = z.object({
  /** True on the Enterprise plan; otherwise tokens are refused and none can be created. */
  isAvailable: z.boolean(),
  tokens: z.array(personalTokenSchema),
});
export type PersonalTokenList = z.infer<typeof personalTokenListSchema>;

/** The answer to creating a token: the only time `token` is ever shown. */
export const createdPersonalTokenSchema = personalTokenSchema.extend({ token: z.string() });

export const personalTokenParamsSchema = z.object({ tokenId: z.uuid() });
