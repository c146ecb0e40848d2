import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@skillswap/contracts/shared/endpoint';
import { allEndpoints, endpoints } from '@skillswap/contracts/endpoints';
import { tokenScopes } from '@skillswap/contracts/personal-tokens/schemas';
import { createTestApp } from '../../../test/app.ts';
import { databaseKind } from '../../../test/database.ts';
import { signUpMember, type TestMember } from '../../../test/members.ts';
import { bearer, createToken, setPlan } from './personal-tokens.test-helper.ts';
import { inject } from '../../../test/inject.ts';
import { personalTokenRoutes } from '@skillswap/contracts/personal-tokens/routes';
import { profileRoutes } from '@skillswap/contracts/profiles/routes';

const someId = randomUUID();

/**
 * A well-formed request for every endpoint a member calls, so validation passes and the answer shows what
 * the token check decided. A new member endpoint fails the completeness test until it has one here.
 */
const samples: Record<string, { url: string; payload?: object }> = {
  'GET /api/auth/user': { url: '/api/auth/user' },
  'GET /api/auth/aal': { url: '/api/auth/aal' },
  'GET /api/auth/factors': { url: '/api/auth/factors' },
  'POST /api/auth/factors': {
    url: '/api/auth/factors',
    payload: { friendly_name: 'App', factor_type: 'totp' },
  },
  'PATCH /api/auth/factors/:factorId': {
    url: `/api/auth/factors/${someId}`,
    payload: { friendly_name: 'Renamed' },
  },
  'DELETE /api/auth/factors/:factorId': { url: `/api/auth/factors/${someId}` },
  'POST /api/auth/factors/:factorId/challenge': { url: `/api/auth/factors/${someId}/challenge` },
  'POST /api/auth/factors/:factorId/verify': {
    url: `/api/auth/factors/${someId}/verify`,
    payload: { challenge_id: someId, code: '123456' },
  },
  'GET /api/auth/personal-tokens': { url: '/api/auth/personal-tokens' },
  'POST /api/auth/personal-tokens': {
    url: '/api/auth/personal-tokens',
    payload: { name: 'Made by a token', scopes: ['ledger:read'] },
  },
  'DELETE /api/auth/personal-tokens/:tokenId': { url: `/api/auth/personal-tokens/${someId}` },
  'GET /api/webhooks/endpoints': { url: '/api/webhooks/endpoints' },
  'POST /api/webhooks/endpoints': {
    url: '/api/webhooks/endpoints',
    payload: { url: 'https://203.0.113.10/hooks', eventTypes: ['swap.requested'] },
  },
  'DELETE /api/webhooks/endpoints/:endpointId': { url: `/api/webhooks/endpoints/${someId}` },
  'GET /api/webhooks/endpoints/:endpointId/deliveries': {
    url: `/api/webhooks/endpoints/${someId}/deliveries`,
  },
  'POST /api/webhooks/endpoints/:endpointId/deliveries/:deliveryId/redeliver': {
    url: `/api/webhooks/endpoints/${someId}/deliveries/1/redeliver`,
  },
  'GET /api/auth/recovery-codes': { url: '/api/auth/recovery-codes' },
  'POST /api/auth/recovery-codes': { url: '/api/auth/recovery-codes' },
  'POST /api/auth/recovery-codes/verify': {
    url: '/api/auth/recovery-codes/verify',
    payload: { code: 'abcde-fghij' },
  },
  'GET /api/auth/sessions': { url: '/api/auth/sessions' },
  'DELETE /api/auth/sessions/:sessionId': { url: `/api/auth/sessions/${someId}` },
  'POST /api/auth/sessions/sign-out-others': { url: '/api/auth/sessions/sign-out-others' },
  'PUT /api/auth/password': {
    url: '/api/auth/password',
    payload: { currentPassword: 'Not-my-password-1', newPassword: 'Another-Long-Pass-2' },
  },
  'POST /api/auth/email': { url: '/api/auth/email', payload: { email: 'new.address@skillswap.test' } },
  'POST /api/auth/reauthenticate': { url: '/api/auth/reauthenticate', payload: { password: 'Not-mine-1' } },
  'POST /api/auth/verify-email/resend': { url: '/api/auth/verify-email/resend' },
  'PUT /api/me/language': { url: '/api/me/language', payload: { language: 'es' } },
  'GET /api/profiles': { url: '/api/profiles' },
  'GET /api/explore/advanced': { url: '/api/explore/advanced?verified=1' },
  'GET /api/federation/members': { url: '/api/federation/members?q=guitar&page=1' },
  'GET /api/federation/members/:node/:memberId': { url: `/api/federation/members/hilltop/${someId}` },
  'GET /api/federation/transfers': { url: '/api/federation/transfers?limit=5' },
  'POST /api/federation/transfers': {
    url: '/api/federation/transfers',
    payload: { payee: `hilltop/${someId}`, hours: 1, description: 'A lesson' },
  },
  'GET /api/federation/transfers/:id': { url: `/api/federation/transfers/${someId}` },
  'POST /api/federation/transfers/:id/approve': { url: `/api/federation/transfers/${someId}/approve` },
  'POST /api/federation/transfers/:id/cancel': { url: `/api/federation/transfers/${someId}/cancel` },
  'GET /api/federation/swap-requests': { url: '/api/federation/swap-requests' },
  'POST /api/federation/swap-requests': {
    url: '/api/federation/swap-requests',
    payload: { recipient: `hilltop/${someId}`, message: 'Guitar for Welsh?' },
  },
  'POST /api/federation/swap-requests/:id/accept': { url: `/api/federation/swap-requests/${someId}/accept` },
  'POST /api/federation/swap-requests/:id/decline': {
    url: `/api/federation/swap-requests/${someId}/decline`,
  },
  'POST /api/federation/swap-requests/:id/cancel': {
    url: `/api/federation/swap-requests/${someId}/cancel`,
  },
  'GET /api/federation/blocks': { url: '/api/federation/blocks' },
  'POST /api/federation/blocks': { url: '/api/federation/blocks', payload: { address: `hilltop/${someId}` } },
  'DELETE /api/federation/blocks/:node/:memberId': { url: `/api/federation/blocks/hilltop/${someId}` },
  'GET /api/federation/swap-requests/:id/messages': {
    url: `/api/federation/swap-requests/${someId}/messages`,
  },
  'POST /api/federation/swap-requests/:id/messages': {
    url: `/api/federation/swap-requests/${someId}/messages`,
    payload: { body: 'Tuesdays?' },
  },
  'POST /api/federation/swap-requests/:id/report': {
    url: `/api/federation/swap-requests/${someId}/report`,
    payload: { reason: 'other' },
  },
  'GET /api/swaps/:id/sessions': { url: `/api/swaps/${someId}/sessions` },
  'POST /api/swaps/:id/sessions': {
    url: `/api/swaps/${someId}/sessions`,
    payload: {
      teacherId: someId,
      slots: [{ date: '2027-03-01', startTime: '10:00', durationMinutes: 60 }],
      place: { kind: 'online', url: 'https://meet.example/room' },
    },
  },
  'POST /api/swaps/:id/sessions/:sessionId/accept': {
    url: `/api/swaps/${someId}/sessions/${someId}/accept`,
    payload: { slotId: '1' },
  },
  'POST /api/swaps/:id/sessions/:sessionId/counter': {
    url: `/api/swaps/${someId}/sessions/${someId}/counter`,
    payload: { slots: [{ date: '2027-03-01', startTime: '10:00', durationMinutes: 60 }] },
  },
  'POST /api/swaps/:id/sessions/:sessionId/reschedule': {
    url: `/api/swaps/${someId}/sessions/${someId}/reschedule`,
    payload: { ...{ date: '2027-03-01', startTime: '10:00', durationMinutes: 60 }, reason: 'Ill' },
  },
  'POST /api/swaps/:id/sessions/:sessionId/cancel': {
    url: `/api/swaps/${someId}/sessions/${someId}/cancel`,
    payload: { reason: 'Ill' },
  },
  'GET /api/swaps/:id/sessions/:sessionId/invite.ics': {
    url: `/api/swaps/${someId}/sessions/${someId}/invite.ics`,
  },
  'GET /api/me/time-zone': { url: '/api/me/time-zone' },
  'PUT /api/me/time-zone': { url: '/api/me/time-zone', payload: { timeZone: 'Europe/Lisbon' } },
  'GET /api/me/calendar-feed': { url: '/api/me/calendar-feed' },
  'POST /api/me/calendar-feed': { url: '/api/me/calendar-feed' },
  'DELETE /api/me/calendar-feed': { url: '/api/me/calendar-feed' },
  'POST /api/reviews/:id/reply': { url: `/api/reviews/1/reply`, payload: { reply: 'Thank you' } },
  'GET /api/me/blocks': { url: '/api/me/blocks' },
  'POST /api/me/blocks': { url: '/api/me/blocks', payload: { memberId: someId } },
  'DELETE /api/me/blocks/:memberId': { url: `/api/me/blocks/${someId}` },
  'GET /api/swaps/:id/dispute': { url: `/api/swaps/${someId}/dispute` },
  'POST /api/swaps/:id/dispute/statement': {
    url: `/api/swaps/${someId}/dispute/statement`,
    payload: { statement: 'The session never took place.' },
  },
  'PATCH /api/swaps/:id/dispute/statement': {
    url: `/api/swaps/${someId}/dispute/statement`,
    payload: { statement: 'The session never took place.' },
  },
  'POST /api/reports': {
    url: '/api/reports',
    payload: { targetKind: 'member', targetId: someId, reason: 'spam_or_scam' },
  },
  'GET /api/reports/mine': { url: '/api/reports/mine' },
  'DELETE /api/me': { url: '/api/me' },
  'GET /api/me/export': { url: '/api/me/export' },
  'GET /api/me/hours-certificate.pdf': { url: '/api/me/hours-certificate.pdf' },
  'GET /api/communities/:slug/impact/export.pdf': {
    url: '/api/communities/no-such-community/impact/export.pdf',
  },
  'GET /api/me/reporting-details': { url: '/api/me/reporting-details' },
  'PUT /api/me/reporting-details': {
    url: '/api/me/reporting-details',
    payload: { ageBand: null, gender: null, postcodeArea: null },
  },
  'GET /api/me/privacy': { url: '/api/me/privacy' },
  'POST /api/rpc/update_privacy_settings': {
    url: '/api/rpc/update_privacy_settings',
    payload: { _show_email: false },
  },
  'GET /api/profiles/:id': { url: `/api/profiles/${someId}` },
  'GET /api/me/profile': { url: '/api/me/profile' },
  'GET /api/me/insights': { url: '/api/me/insights' },
  'GET /api/me/insights.csv': { url: '/api/me/insights.csv' },
  'GET /api/me/portfolio': { url: '/api/me/portfolio' },
  'POST /api/me/portfolio/images': { url: '/api/me/portfolio/images' },
  'POST /api/me/portfolio': {
    url: '/api/me/portfolio',
    payload: { title: 'Made by a token', imageId: 'a'.repeat(64) },
  },
  'PUT /api/me/portfolio/order': { url: '/api/me/portfolio/order', payload: { ids: [] } },
  'DELETE /api/me/portfolio/:id': { url: `/api/me/portfolio/${someId}` },
  'GET /api/profiles/:id/portfolio': { url: `/api/profiles/${someId}/portfolio` },
  'PUT /api/me/profile': {
    url: '/api/me/profile',
    payload: { full_name: 'Changed By Token', bio: '', skills_offered: [], skills_wanted: [] },
  },
  'POST /api/me/avatar': { url: '/api/me/avatar' },
  'GET /api/matches': { url: '/api/matches' },
  'GET /api/matches/circles': { url: '/api/matches/circles' },
  'GET /api/me/match-digest': { url: '/api/me/match-digest' },
  'PUT /api/me/match-digest': { url: '/api/me/match-digest', payload: { enabled: false } },
  'POST /api/swap-requests': {
    url: '/api/swap-requests',
    payload: { targetId: someId, offeredSkill: 'Guitar', requestedSkill: 'Python', message: '' },
  },
  'PATCH /api/swap-requests/:id': { url: `/api/swap-requests/${someId}`, payload: { message: 'Edited' } },
  'GET /api/swap-requests': { url: '/api/swap-requests' },
  'GET /api/swap-requests/shared-communities/:memberId': {
    url: `/api/swap-requests/shared-communities/${someId}`,
  },
  'GET /api/board/posts': { url: '/api/board/posts?kind=need' },
  'POST /api/board/posts': {
    url: '/api/board/posts',
    payload: { kind: 'need', title: 'Help with my CV', skill: 'Copywriting', hours: 1, isOnline: true },
  },
  'GET /api/board/posts/:id': { url: `/api/board/posts/${someId}` },
  'POST /api/board/posts/:id/renew': { url: `/api/board/posts/${someId}/renew` },
  'POST /api/board/posts/:id/close': { url: `/api/board/posts/${someId}/close` },
  'POST /api/board/posts/:id/reopen': { url: `/api/board/posts/${someId}/reopen` },
  'POST /api/board/posts/:id/responses': {
    url: `/api/board/posts/${someId}/responses`,
    payload: { message: 'I can help' },
  },
  'GET /api/workshops': { url: '/api/workshops' },
  'POST /api/workshops': {
    url: '/api/workshops',
    payload: {
      title: 'Bread for beginners',
      skill: 'Baking',
      description: 'We bake two loaves together.',
      date: '2030-06-01',
      startTime: '10:00',
      durationMinutes: 90,
      place: { kind: 'online' },
      seats: 3,
      price: 1,
    },
  },
  'GET /api/me/workshop-hosting': { url: '/api/me/workshop-hosting' },
  'GET /api/me/plan-usage': { url: '/api/me/plan-usage' },
  'GET /api/me/workshop-matches': { url: '/api/me/workshop-matches' },
  'GET /api/workshops/:id': { url: `/api/workshops/${someId}` },
  'POST /api/workshops/:id/book': { url: `/api/workshops/${someId}/book` },
  'POST /api/workshops/:id/cancel-seat': { url: `/api/workshops/${someId}/cancel-seat` },
  'POST /api/workshops/:id/cancel': { url: `/api/workshops/${someId}/cancel`, payload: { reason: 'Ill' } },
  'POST /api/workshops/:id/attendance': {
    url: `/api/workshops/${someId}/attendance`,
    payload: { marks: [{ bookingId: someId, mark: 'attended' }] },
  },
  'POST /api/workshops/:id/dispute': {
    url: `/api/workshops/${someId}/dispute`,
    payload: { reason: 'The workshop did not happen.' },
  },
  'GET /api/workshops/:id/invite.ics': { url: `/api/workshops/${someId}/invite.ics` },
  'GET /api/swaps': { url: '/api/swaps' },
  'GET /api/swaps/summary': { url: '/api/swaps/summary' },
  'GET /api/swaps/:id': { url: `/api/swaps/${someId}` },
  'POST /api/swaps/:id/accept': { url: `/api/swaps/${someId}/accept`, payload: {} },
  'POST /api/swaps/:id/decline': { url: `/api/swaps/${someId}/decline`, payload: {} },
  'POST /api/swaps/:id/cancel': { url: `/api/swaps/${someId}/cancel`, payload: {} },
  'POST /api/swaps/:id/confirm': {
    url: `/api/swaps/${someId}/confirm`,
    payload: { requesterHours: 1, recipientHours: 1 },
  },
  'POST /api/swaps/:id/dispute': {
    url: `/api/swaps/${someId}/dispute`,
    payload: { reason: 'The lesson never took place.' },
  },
  'GET /api/messages': { url: '/api/messages' },
  'GET /api/swaps/:id/messages': { url: `/api/swaps/${someId}/messages` },
  'POST /api/swaps/:id/messages': { url: `/api/swaps/${someId}/messages`, payload: { body: 'Hello' } },
  'POST /api/swaps/:id/messages/read': { url: `/api/swaps/${someId}/messages/read` },
  'POST /api/swaps/:id/review': { url: `/api/swaps/${someId}/review`, payload: { rating: 5 } },
  'GET /api/profiles/:id/reviews': { url: `/api/profiles/${someId}/reviews` },
  'GET /api/profiles/:id/reputation': { url: `/api/profiles/${someId}/reputation` },
  'GET /api/reputations': { url: `/api/reputations?ids=${someId}` },
  'GET /api/communities': { url: '/api/communities?mine=true' },
  'POST /api/communities': {
    url: '/api/communities',
    payload: { name: 'Token Circle', isOnline: true, visibility: 'public', joinRule: 'open' },
  },
  'GET /api/communities/:slug': { url: '/api/communities/no-such-community' },
  'GET /api/communities/:slug/members': { url: '/api/communities/no-such-community/members' },
  'GET /api/communities/:slug/join-decisions': { url: '/api/communities/no-such-community/join-decisions' },
  'POST /api/communities/:slug/join': { url: '/api/communities/no-such-community/join', payload: {} },
  'POST /api/communities/:slug/leave': { url: '/api/communities/no-such-community/leave' },
  'POST /api/communities/:slug/members/:memberId/approve': {
    url: `/api/communities/no-such-community/members/${someId}/approve`,
  },
  'POST /api/communities/:slug/members/:memberId/decline': {
    url: `/api/communities/no-such-community/members/${someId}/decline`,
  },
  'POST /api/communities/:slug/members/:memberId/remove': {
    url: `/api/communities/no-such-community/members/${someId}/remove`,
  },
  'POST /api/communities/:slug/members/:memberId/lift-removal': {
    url: `/api/communities/no-such-community/members/${someId}/lift-removal`,
  },
  'POST /api/communities/:slug/members/:memberId/role': {
    url: `/api/communities/no-such-community/members/${someId}/role`,
    payload: { role: 'coordinator' },
  },
  'GET /api/organisations/:slug/webhooks': { url: '/api/organisations/no-such-org/webhooks' },
  'POST /api/organisations/:slug/webhooks': {
    url: '/api/organisations/no-such-org/webhooks',
    payload: { url: 'https://hooks.example.com/in', eventTypes: ['member.joined'] },
  },
  'DELETE /api/organisations/:slug/webhooks/:endpointId': {
    url: `/api/organisations/no-such-org/webhooks/${someId}`,
  },
  'GET /api/organisations/:slug/webhooks/:endpointId/deliveries': {
    url: `/api/organisations/no-such-org/webhooks/${someId}/deliveries`,
  },
  'POST /api/organisations/:slug/webhooks/:endpointId/deliveries/:deliveryId/redeliver': {
    url: `/api/organisations/no-such-org/webhooks/${someId}/deliveries/1/redeliver`,
  },
  'POST /api/communities/:slug/members/import': {
    url: '/api/communities/no-such-community/members/import',
    payload: { csv: 'email\nana@example.com\n' },
  },
  'POST /api/communities/:slug/invite': { url: '/api/communities/no-such-community/invite' },
  'POST /api/communities/:slug/announcements': {
    url: '/api/communities/no-such-community/announcements',
    payload: { body: 'Hello' },
  },
  'POST /api/communities/:slug/announcements/:announcementId/pin': {
    url: `/api/communities/no-such-community/announcements/${someId}/pin`,
  },
  'POST /api/communities/:slug/announcements/:announcementId/unpin': {
    url: `/api/communities/no-such-community/announcements/${someId}/unpin`,
  },
  'GET /api/communities/:slug/fund': { url: '/api/communities/no-such-community/fund' },
  'POST /api/communities/:slug/fund/donations': {
    url: '/api/communities/no-such-community/fund/donations',
    payload: { amount: 1 },
  },
  'POST /api/communities/:slug/fund/grants': {
    url: '/api/communities/no-such-community/fund/grants',
    payload: { memberId: someId, amount: 1 },
  },
  'GET /api/communities/:slug/dashboard': { url: '/api/communities/no-such-community/dashboard' },
  'GET /api/communities/:slug/rules': { url: '/api/communities/no-such-community/rules' },
  'PUT /api/communities/:slug/rules': {
    url: '/api/communities/no-such-community/rules',
    payload: { creditFloor: null, balanceCap: null, levyPercent: 0 },
  },
  'GET /api/communities/:slug/recorded-exchanges': {
    url: '/api/communities/no-such-community/recorded-exchanges',
  },
  'POST /api/communities/:slug/recorded-exchanges': {
    url: '/api/communities/no-such-community/recorded-exchanges',
    payload: {
      teacherIds: [someId],
      learnerIds: ['00000000-0000-4000-8000-000000000002'],
      hours: 1,
      category: 'Cooking',
      happenedOn: '2026-01-01',
    },
  },
  'POST /api/communities/:slug/recorded-exchanges/import': {
    url: '/api/communities/no-such-community/recorded-exchanges/import',
    payload: { csv: 'date,teacher_email,learner_email,hours,category' },
  },
  'POST /api/communities/:slug/recorded-exchanges/:exchangeId/dispute': {
    url: `/api/communities/no-such-community/recorded-exchanges/${someId}/dispute`,
    payload: { reason: 'It did not happen like that.' },
  },
  'POST /api/communities/:slug/recorded-exchanges/:exchangeId/decision': {
    url: `/api/communities/no-such-community/recorded-exchanges/${someId}/decision`,
    payload: { outcome: 'kept' },
  },
  'GET /api/communities/:slug/swap-approvals': { url: '/api/communities/no-such-community/swap-approvals' },
  'POST /api/communities/:slug/swap-approvals/:swapId': {
    url: `/api/communities/no-such-community/swap-approvals/${someId}`,
    payload: { decision: 'approved' },
  },
  'POST /api/communities/:slug/recorded-exchanges/:exchangeId/approval': {
    url: `/api/communities/no-such-community/recorded-exchanges/${someId}/approval`,
    payload: { decision: 'approved' },
  },
  'GET /api/communities/:slug/safeguarding': { url: '/api/communities/no-such-community/safeguarding' },
  'GET /api/communities/:slug/safeguarding/me': { url: '/api/communities/no-such-community/safeguarding/me' },
  'PUT /api/communities/:slug/safeguarding/vetting/:memberId': {
    url: `/api/communities/no-such-community/safeguarding/vetting/${someId}`,
    payload: { referencesCheckedOn: '2026-01-01', backgroundCheckedOn: null, backgroundExpiresOn: null },
  },
  'DELETE /api/communities/:slug/safeguarding/vetting/:memberId': {
    url: `/api/communities/no-such-community/safeguarding/vetting/${someId}`,
  },
  'PUT /api/communities/:slug/safeguarding/flags/:memberId': {
    url: `/api/communities/no-such-community/safeguarding/flags/${someId}`,
    payload: { reason: 'Asked by the coordinators' },
  },
  'DELETE /api/communities/:slug/safeguarding/flags/:memberId': {
    url: `/api/communities/no-such-community/safeguarding/flags/${someId}`,
  },
  'GET /api/communities/:slug/reference-checked': {
    url: '/api/communities/no-such-community/reference-checked',
  },
  'GET /api/profiles/:id/reference-checks': { url: `/api/profiles/${someId}/reference-checks` },
  'GET /api/communities/:slug/activation': { url: '/api/communities/no-such-community/activation' },
  'GET /api/communities/:slug/activation/members/:memberId/suggestions': {
    url: `/api/communities/no-such-community/activation/members/${someId}/suggestions`,
  },
  'GET /api/communities/:slug/activation/nudges': {
    url: '/api/communities/no-such-community/activation/nudges',
  },
  'POST /api/communities/:slug/activation/nudges': {
    url: '/api/communities/no-such-community/activation/nudges',
    payload: { reason: 'never_exchanged', memberId: someId, message: 'Hello' },
  },
  'GET /api/communities/:slug/impact': { url: '/api/communities/no-such-community/impact' },
  'GET /api/communities/:slug/map': { url: '/api/communities/no-such-community/map' },
  'GET /api/explore/map': { url: '/api/explore/map' },
  'GET /api/communities/:slug/map/posts': { url: '/api/communities/no-such-community/map/posts' },
  'GET /api/communities/:slug/map/workshops': { url: '/api/communities/no-such-community/map/workshops' },
  'GET /api/explore/map/posts': { url: '/api/explore/map/posts' },
  'GET /api/explore/map/workshops': { url: '/api/explore/map/workshops' },
  'GET /api/communities/:slug/areas': { url: '/api/communities/no-such-community/areas' },
  'GET /api/me/helpers': { url: '/api/me/helpers' },
  'POST /api/me/helpers': { url: '/api/me/helpers', payload: { helperId: someId, consent: true } },
  'DELETE /api/helpers/:appointmentId': { url: `/api/helpers/${someId}` },
  'GET /api/me/helper-actions': { url: '/api/me/helper-actions' },
  'GET /api/swaps/:id/helper-actions': { url: `/api/swaps/${someId}/helper-actions` },
  'GET /api/communities/:slug/helpers': { url: '/api/communities/no-such-community/helpers' },
  'GET /api/communities/:slug/managed-members': { url: '/api/communities/no-such-community/managed-members' },
  'POST /api/communities/:slug/managed-members': {
    url: '/api/communities/no-such-community/managed-members',
    payload: { fullName: 'Dora Paper', phone: null },
  },
  'POST /api/communities/:slug/managed-members/:memberId/claim-code': {
    url: `/api/communities/no-such-community/managed-members/${someId}/claim-code`,
  },
  'GET /api/communities/:slug/paper/members': { url: '/api/communities/no-such-community/paper/members' },
  'PUT /api/communities/:slug/paper/members/:memberId': {
    url: `/api/communities/no-such-community/paper/members/${someId}`,
  },
  'DELETE /api/communities/:slug/paper/members/:memberId': {
    url: `/api/communities/no-such-community/paper/members/${someId}`,
  },
  'GET /api/communities/:slug/paper/statements.pdf': {
    url: '/api/communities/no-such-community/paper/statements.pdf?month=2026-01',
  },
  'GET /api/communities/:slug/paper/members/:memberId/statement.pdf': {
    url: `/api/communities/no-such-community/paper/members/${someId}/statement.pdf?month=2026-01`,
  },
  'GET /api/communities/:slug/paper/directory.pdf': {
    url: '/api/communities/no-such-community/paper/directory.pdf',
  },
  'GET /api/me/statement.pdf': { url: '/api/me/statement.pdf?month=2026-01' },
  'POST /api/communities/:slug/areas': {
    url: '/api/communities/no-such-community/areas',
    payload: { name: 'North', cities: ['Leeds'], postcodePrefixes: [], coordinatorId: null },
  },
  'PUT /api/communities/:slug/areas/:areaId': {
    url: `/api/communities/no-such-community/areas/${someId}`,
    payload: { name: 'North', cities: ['Leeds'], postcodePrefixes: [], coordinatorId: null },
  },
  'DELETE /api/communities/:slug/areas/:areaId': {
    url: `/api/communities/no-such-community/areas/${someId}`,
  },
  'GET /api/communities/:slug/impact/export.csv': {
    url: '/api/communities/no-such-community/impact/export.csv',
  },
  'GET /api/communities/:slug/impact/settings': { url: '/api/communities/no-such-community/impact/settings' },
  'PUT /api/communities/:slug/impact/settings': {
    url: '/api/communities/no-such-community/impact/settings',
    payload: { valuePerHour: 10, currency: 'GBP', method: 'Wages', source: '' },
  },
  'GET /api/communities/:slug/impact/links': { url: '/api/communities/no-such-community/impact/links' },
  'POST /api/communities/:slug/impact/links': {
    url: '/api/communities/no-such-community/impact/links',
    payload: { expiresInDays: 30 },
  },
  'POST /api/communities/:slug/impact/links/:linkId/revoke': {
    url: `/api/communities/no-such-community/impact/links/${someId}/revoke`,
  },
  'GET /api/communities/:slug/export/members.csv': {
    url: '/api/communities/no-such-community/export/members.csv',
  },
  'GET /api/communities/:slug/export/fund.csv': { url: '/api/communities/no-such-community/export/fund.csv' },
  'GET /api/ledger/balance': { url: '/api/ledger/balance' },
  'GET /api/ledger/statement': { url: '/api/ledger/statement' },
  'GET /api/notifications': { url: '/api/notifications' },
  'GET /api/notifications/unread-count': { url: '/api/notifications/unread-count' },
  'POST /api/notifications/read': { url: '/api/notifications/read', payload: { ids: [] } },
  'GET /api/me/notification-preferences': { url: '/api/me/notification-preferences' },
  'GET /api/push/public-key': { url: '/api/push/public-key' },
  'GET /api/me/push-preferences': { url: '/api/me/push-preferences' },
  'PUT /api/me/push-preferences': {
    url: '/api/me/push-preferences',
    payload: { categories: { board: false } },
  },
  'POST /api/me/push-subscriptions': {
    url: '/api/me/push-subscriptions',
    payload: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/sample',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
  },
  'DELETE /api/me/push-subscriptions': {
    url: `/api/me/push-subscriptions?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/sample')}`,
  },
  'PUT /api/me/notification-preferences': {
    url: '/api/me/notification-preferences',
    payload: { email: { swap_requested: false } },
  },
  'GET /api/billing': { url: '/api/billing' },
  'POST /api/billing/checkout': { url: '/api/billing/checkout', payload: { plan: 'premium' } },
  'POST /api/billing/plan': { url: '/api/billing/plan', payload: { plan: 'elite' } },
  'POST /api/billing/cancel': { url: '/api/billing/cancel' },
  'POST /api/billing/portal': { url: '/api/billing/portal' },
  'GET /api/billing/sla': { url: '/api/billing/sla' },
  'POST /api/billing/sla/:month/credit-request': { url: '/api/billing/sla/2026-10/credit-request' },
  'GET /api/live/events': { url: '/api/live/events' },
  // Premium branding and identity verification.
  'GET /api/me/branding': { url: '/api/me/branding' },
  'PUT /api/me/branding': { url: '/api/me/branding', payload: { accent: 'teal' } },
  'POST /api/me/branding/cover': { url: '/api/me/branding/cover' },
  'GET /api/profiles/:id/branding': { url: `/api/profiles/${someId}/branding` },
  'GET /api/me/identity-verification': { url: '/api/me/identity-verification' },
  'POST /api/me/identity-verification': {
    url: '/api/me/identity-verification',
    payload: { note: 'A program asking for the verified badge.', link: 'https://example.com/me' },
  },
  // Organisations: an unknown slug answers 404, which is taken, not refused.
  'POST /api/organisations': { url: '/api/organisations', payload: { name: 'Made by a token' } },
  'GET /api/organisations/:slug': { url: '/api/organisations/no-such-organisation' },
  'GET /api/organisations/:slug/invitations': { url: '/api/organisations/no-such-organisation/invitations' },
  'POST /api/organisations/:slug/invitations': {
    url: '/api/organisations/no-such-organisation/invitations',
    payload: { email: 'invited@example.com' },
  },
  'POST /api/organisations/:slug/invitations/:invitationId/revoke': {
    url: `/api/organisations/no-such-organisation/invitations/${someId}/revoke`,
  },
  'PUT /api/organisations/:slug/domain': {
    url: '/api/organisations/no-such-organisation/domain',
    payload: { domain: 'example.com' },
  },
  'GET /api/organisations/:slug/branding': { url: '/api/organisations/no-such-organisation/branding' },
  'PUT /api/organisations/:slug/branding': {
    url: '/api/organisations/no-such-organisation/branding',
    payload: { displayName: 'Made by a token', logoId: null, accent: '#14532d' },
  },
  'POST /api/organisations/:slug/branding/logo': {
    url: '/api/organisations/no-such-organisation/branding/logo',
  },
  'POST /api/organisation-invitations/accept': {
    url: '/api/organisation-invitations/accept',
    payload: { token: 'not-a-real-invitation' },
  },
  // Elite first messages and the Coach.
  'GET /api/direct-messages': { url: '/api/direct-messages' },
  'POST /api/direct-messages': {
    url: '/api/direct-messages',
    payload: { recipientId: someId, body: 'Hello from a program' },
  },
  'GET /api/direct-messages/:id': { url: `/api/direct-messages/${someId}` },
  'POST /api/direct-messages/:id/messages': {
    url: `/api/direct-messages/${someId}/messages`,
    payload: { body: 'Hello again' },
  },
  'POST /api/direct-messages/:id/read': { url: `/api/direct-messages/${someId}/read` },
  'GET /api/me/direct-message-settings': { url: '/api/me/direct-message-settings' },
  'PUT /api/me/direct-message-settings': {
    url: '/api/me/direct-message-settings',
    payload: { allowFirstMessages: false },
  },
  'GET /api/me/coach': { url: '/api/me/coach' },
  'PUT /api/me/coach/goal': { url: '/api/me/coach/goal', payload: { weeklyHours: 3 } },
  // Weekly availability.
  'GET /api/me/availability': { url: '/api/me/availability' },
  'PUT /api/me/availability': { url: '/api/me/availability', payload: { ranges: [] } },
  'POST /api/contact': {
    url: '/api/contact',
    payload: {
      name: 'A Program',
      email: 'program@example.com',
      subject: 'Hi',
      message: 'Sent with a token.',
    },
  },
};

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const callerEndpoints = allEndpoints.filter(({ access }) => access === 'member' || access === 'optional');

/** The areas no token may ever reach: signing in, second factors, tokens themselves, billing, operators. */
const forbiddenAreas = [
  endpoints.auth,
  endpoints.factors,
  endpoints.oauth,
  endpoints.signingKeys,
  endpoints.personalTokens,
  endpoints.billing,
  endpoints.operator,
  endpoints.metrics,
  { deleteAccount: endpoints.account.deleteAccount },
].flatMap((area) => Object.values<Endpoint>(area));

describe('which endpoints declare a token scope', () => {
  it('has a sample request for every endpoint a member calls', () => {
    expect(callerEndpoints.map(keyOf).filter((key) => !samples[key])).toEqual([]);
  });

  it('never lets auth, factor, token, account-deletion, billing or operator endpoints accept a token', () => {
    expect(forbiddenAreas.filter((endpoint) => endpoint.tokenScope).map(keyOf)).toEqual([]);
  });

  it('declares scopes only on endpoints a member calls', () => {
    const scoped = allEndpoints.filter((endpoint) => endpoint.tokenScope);
    expect(scoped.filter((endpoint) => !callerEndpoints.includes(endpoint)).map(keyOf)).toEqual([]);
    // Every scope opens something.
    expect(new Set(scoped.map((endpoint) => endpoint.tokenScope))).toEqual(new Set(tokenScopes));
  });
});

describe(`each token scope opens its endpoints and nothing else, on ${databaseKind}`, () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  let member: TestMember;

  beforeAll(async () => {
    testApp = await createTestApp();
    member = await signUpMember(testApp.app);
    await setPlan(testApp.database, member, 'enterprise');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  async function answersTo(token: string) {
    const answers: Array<{ endpoint: Endpoint; status: number; code: string | undefined }> = [];
    for (const endpoint of callerEndpoints) {
      const sample = samples[keyOf(endpoint)]!;
      const response = await testApp.app.inject({
        method: endpoint.method,
        url: sample.url,
        headers: bearer(token),
        ...(sample.payload ? { payload: sample.payload } : {}),
      });
      const code = String(response.headers['content-type']).includes('json')
        ? response.json<{ code?: string }>().code
        : undefined;
      expect(response.statusCode, `${keyOf(endpoint)}: ${response.body}`).not.toBe(500);
      answers.push({ endpoint, status: response.statusCode, code });
    }
    return answers;
  }
  const isRefused = ({ status, code }: { status: number; code: string | undefined }) =>
    status === 401 || (status === 403 && code === 'insufficient_scope');

  for (const scope of tokenScopes) {
    it(`a ${scope} token is taken exactly where ${scope} is declared`, async () => {
      const { token } = await createToken(testApp.app, member, [scope]);
      const answers = await answersTo(token);
      const taken = answers.filter((answer) => !isRefused(answer)).map(({ endpoint }) => keyOf(endpoint));
      const declared = callerEndpoints.filter((endpoint) => endpoint.tokenScope === scope).map(keyOf);
      expect(taken).toEqual(declared);
      // Where another scope is declared, the answer names the missing scope.
      for (const answer of answers.filter(
        ({ endpoint }) => endpoint.tokenScope && endpoint.tokenScope !== scope,
      )) {
        expect(answer, keyOf(answer.endpoint)).toMatchObject({ status: 403, code: 'insufficient_scope' });
      }
    });
  }

  it('a token with every scope is still refused wherever no scope is declared', async () => {
    const { token } = await createToken(testApp.app, member, tokenScopes, 'Every scope');
    const answers = await answersTo(token);
    const refused = answers.filter(isRefused).map(({ endpoint }) => keyOf(endpoint));
    expect(refused).toEqual(callerEndpoints.filter((endpoint) => !endpoint.tokenScope).map(keyOf));
    for (const answer of answers.filter(isRefused)) expect(answer.status).toBe(401);
    // The member's account and tokens are as they were: deletion and token creation were refused.
    const list = await inject(testApp.app, personalTokenRoutes.listPersonalTokens, { as: member });
    expect(list.json<{ data: { tokens: Array<{ name: string }> } }>().data.tokens).not.toContainEqual(
      expect.objectContaining({ name: 'Made by a token' }),
    );
    const me = await inject(testApp.app, profileRoutes.getMyProfile, { as: member });
    expect(me.statusCode).toBe(200);
  });
});
