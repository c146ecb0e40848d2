import type { LearningPlan } from '@skillswap/contracts/coach/schemas';
import type { Config } from '../../config.ts';

type NoteConfig = Pick<
  Config,
  'COACH_LLM_URL' | 'COACH_LLM_MODEL' | 'COACH_LLM_API_KEY' | 'COACH_LLM_TIMEOUT_MS'
>;

/** The facts of the plan, and nothing else about the member: no e-mail, no id, no message (threat T83). */
export function coachPrompt(input: {
  firstName: string;
  plans: LearningPlan[];
  weeklyHours: number;
  hoursThisWeek: number;
}) {
  const lines = input.plans.map((plan) =>
    [
      `Skill: ${plan.skill}`,
      `Learn first: ${plan.learnFirst.join(', ') || 'nothing'}`,
      `Related: ${plan.related.join(', ') || 'none'}`,
      `Teachers: ${plan.teachers.map((teacher) => teacher.fullName).join(', ') || 'none yet'}`,
      `Workshops: ${plan.workshops.map((w) => `${w.title} on ${w.startsAt.slice(0, 10)}`).join('; ') || 'none'}`,
    ].join('\n'),
  );
  return [
    {
      role: 'system',
      content:
        'You are the SkillSwap Coach. Write a short, warm note (at most 80 words) to the member about their learning plan. Use only the facts given; do not invent teachers, workshops, dates or numbers.',
    },
    {
      role: 'user',
      content: `Member: ${input.firstName}\nWeekly goal: ${input.weeklyHours} h; learned this week: ${input.hoursThisWeek} h\n\n${lines.join('\n\n')}`,
    },
  ];
}

/**
 * Asks the configured OpenAI-compatible provider for the note. Any failure (no provider, time-out, an error
 * status, an answer of the wrong shape or empty) gives null: the page then shows the plan as steps.
 */
export async function writeCoachNote(
  config: NoteConfig,
  messages: ReturnType<typeof coachPrompt>,
  log: { warn: (object: object, message: string) => void },
): Promise<string | null> {
  if (!config.COACH_LLM_URL) return null;
  try {
    const response = await fetch(config.COACH_LLM_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.COACH_LLM_API_KEY ? { authorization: `Bearer ${config.COACH_LLM_API_KEY}` } : {}),
      },
      body: JSON.stringify({ model: config.COACH_LLM_MODEL, messages, max_tokens: 200, temperature: 0.4 }),
      signal: AbortSignal.timeout(config.COACH_LLM_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'Coach note: the provider answered with an error');
      return null;
    }
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim() === '') return null;
    return text.trim().slice(0, 1200);
  } catch (error) {
    log.warn({ error: (error as Error).name }, 'Coach note: the provider failed or was too slow');
    return null;
  }
}
