import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../../db/client.ts';
import type { AuditContext } from '../../../lib/audit.ts';
import { enqueueMessage } from '../../../lib/outbox.ts';
import { findAccountLanguage, rememberDevice } from './accounts.repository.ts';
import { newDeviceMail } from '../shared/auth-mail.ts';
import type { AuthRuntime } from '../runtime/auth-runtime.ts';

/** Records the device of a sign-in and, when it is new for a returning member, e-mails them about it. */
export async function noteDevice(
  runtime: AuthRuntime,
  db: DbOrTx,
  input: { userId: string; email: string; client: AuditContext; isFirstSignIn: boolean },
) {
  const userAgent = input.client.userAgent ?? 'unknown';
  const deviceHash = createHash('sha256').update(`${input.userId}\u0000${userAgent}`).digest('hex');
  const isNew = await rememberDevice(db, {
    userId: input.userId,
    deviceHash,
    now: runtime.deps.clock.now(),
  });
  if (!isNew || input.isFirstSignIn) return;
  await enqueueMessage(
    db,
    newDeviceMail(
      runtime.deps.config,
      input.email,
      {
        userAgent: userAgent.slice(0, 200),
        ip: input.client.ip ?? 'unknown',
      },
      await findAccountLanguage(db, input.userId),
    ),
  );
}
