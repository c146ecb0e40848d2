import { errorCodes, type ErrorCode } from '@skillswap/contracts/shared/errors';
import { AppError } from '../../lib/errors.ts';

/**
 * Refusals between nodes in the Credit Commons shape (ADR 184): beside SkillSwap's `code` and `message`
 * (which a member's node passes on to the member, translated), `errors: [{class, …figures}]` as the reference
 * node writes them, so a peer reads why without knowing SkillSwap.
 */
interface Refusal {
  ccClass: string;
  fields: Record<string, unknown>;
}

const refusals = new WeakMap<AppError, Refusal>();

/** Marks an AppError with the protocol's class of the refusal and the figures that explain it. */
export function refusal(error: AppError, ccClass: string, fields: Record<string, unknown> = {}): AppError {
  refusals.set(error, { ccClass, fields });
  return error;
}

/** What another node answered when refusing: passed back upstream as it came. */
export class PeerRefusal extends AppError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly answer: { status: number; body: unknown },
  ) {
    // The other node's words: a key this node cannot know, so translated only where they are a whole entry.
    super(code, 'common.notFound', { givenText: message, status: answer.status });
  }
}

const classOfCode: Partial<Record<string, string>> = {
  [errorCodes.unauthorized]: 'AuthViolation',
  [errorCodes.notFound]: 'DoesNotExistViolation',
  [errorCodes.conflict]: 'WorkflowViolation',
  [errorCodes.validation]: 'InvalidFieldsViolation',
  [errorCodes.insufficientCredit]: 'MinLimitViolation',
  [errorCodes.unavailable]: 'UnavailableNodeFailure',
  [errorCodes.rateLimited]: 'RateLimitFailure',
};

/** The status and body a node answers a refusal with; null for an error that is no refusal (a bug: 500). */
export function nodeRefusalAnswer(
  error: unknown,
  node: string,
): { status: number; body: unknown; headers: Record<string, string> } | null {
  if (error instanceof PeerRefusal) return { ...error.answer, headers: {} };
  if (!(error instanceof AppError)) return null;
  const marked = refusals.get(error);
  const ccClass = marked?.ccClass ?? classOfCode[error.code] ?? 'CCFailure';
  return {
    status: error.status,
    headers: error.headers,
    body: {
      code: error.code,
      message: error.message,
      errors: [{ class: ccClass, node, message: error.message, ...marked?.fields }],
    },
  };
}

const codes = new Set<string>(Object.values(errorCodes));

/** A node's refusal as an error this node throws: the same code and message, kept to pass upstream. */
export function peerRefusalOf(answer: { status: number; body: unknown }): AppError {
  const body = answer.body as { code?: unknown; message?: unknown } | null;
  // A signature the next node refused is a fault between the two nodes, not the caller's: never
  // a sign-in problem.
  if (answer.status === 401) {
    return new AppError(errorCodes.unavailable, 'federation.theNextNodeDid');
  }
  // A node further on could not be reached: said as this node says it of its own peers.
  if (answer.status === 503) {
    return new AppError(errorCodes.unavailable, 'federation.theOtherNodeCould');
  }
  const code = typeof body?.code === 'string' && codes.has(body.code) ? (body.code as ErrorCode) : null;
  if (!code || answer.status < 400 || answer.status >= 500 || typeof body?.message !== 'string') {
    return new AppError(errorCodes.unavailable, 'federation.theOtherNodeAnswered');
  }
  return new PeerRefusal(code, body.message, answer);
}
