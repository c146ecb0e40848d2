import { coachAnswerSchema, coachGoalSchema, coachProgressSchema } from './schemas.ts';
import { coachRoutes } from './routes.ts';
import { defineEndpoint, type Endpoint } from '../shared/endpoint.ts';

export const coachEndpoints = {
  getCoach: defineEndpoint(coachRoutes.getCoach, {
    tag: 'Matching',
    summary: 'Build the member’s learning plan for each skill they want (the Coach, Elite)',
    description:
      'For each wanted skill: skills to learn first and related ones from the taxonomy, the three best teachers from matching, upcoming workshops; the weekly hours goal with progress since Monday (UTC) from completed swaps and attended workshops. With a language-model provider configured, `note` is a short personal note written from these facts alone; otherwise, or when the provider fails or is slow, it is null.',
    access: 'member',
    planFeature: 'coach',
    responses: { 200: coachAnswerSchema },
    errors: { 403: ['plan_required'] },
  }),
  setCoachGoal: defineEndpoint(coachRoutes.setCoachGoal, {
    tag: 'Matching',
    summary: 'Set the member’s weekly hours goal (the Coach, Elite)',
    access: 'member',
    planFeature: 'coach',
    body: coachGoalSchema,
    responses: { 200: coachProgressSchema },
    errors: { 400: ['validation_failed'], 403: ['plan_required'] },
  }),
} satisfies Record<keyof typeof coachRoutes, Endpoint>;
