import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { createMailWorker } from '../lib/mail/mail-worker.ts';
import { findSmsSettings } from '../lib/mail/sms-transport.ts';
import { pruneRateLimits } from '../lib/rate-limit.ts';
import { purgeDeletedMembers } from '../modules/account/index.ts';
import { pruneAuthRecords } from '../modules/auth/index.ts';
import { pruneExploreCounts } from '../modules/explore/index.ts';
import { createPushWorker, sendGroupedMessageMails, vapidSubject } from '../modules/notifications/index.ts';
import { pruneLiveEvents } from '../modules/live/index.ts';
import { publishOverdueReviews } from '../modules/reviews/index.ts';
import { sendSessionReminders } from '../modules/sessions/index.ts';
import { sendBoardExpiryReminders } from '../modules/board/index.ts';
import { autoAcceptDueRequests, expireDueRequests } from '../modules/swap-lifecycle/index.ts';
import { releaseUnmarkedWorkshopSeats, sendWorkshopReminders } from '../modules/workshops/index.ts';
import { addressPolicyOf, createWebhookWorker } from '../modules/webhooks/index.ts';
import { recordStatusProbe } from '../modules/status/index.ts';
import {
  alertStuckDeliveries,
  deliverDueTransfers,
  deliverDueSwapMessages,
  deliverDueMemberReports,
  deliverDueSwapRequests,
  expireStaleProposals,
  expireUnansweredSwapRequests,
  reconcileDueLinks,
} from '../modules/federation/index.ts';
import {
  cancelSubscriptionsOfDeletedMembers,
  createStripeBilling,
  endLatePlans,
} from '../modules/billing/index.ts';
import { sendMatchDigests, ensureCurrentTaxonomy, refreshQueuedSkillSets } from '../modules/matches/index.ts';
import {
  createDatabaseAvatarStorage,
  deleteUnreferencedAvatars,
  locateUnlocatedCities,
} from '../modules/profiles/index.ts';
import { createScheduler, type JobRunObserver, type Scheduler } from '../lib/jobs/scheduler.ts';

const mailBatchSize = 20;
const webhookBatchSize = 50;
const pushBatchSize = 20;
const skillSetBatchSize = 500;
const cityBatchSize = 500;
const liveEventsKeptMs = 24 * 60 * 60 * 1000;
/** Channel of the outbox's insert trigger (migration 0094). */
const outboxReadyChannel = 'outbox_ready';

/**
 * The server's background work: mail, SMS and web-push delivery, the 30-day purge, unused avatars, and
 * pruning of old counters.
 */
export function createBackgroundJobs(options: {
  config: Config;
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Counts runs and failures per job for /metrics. */
  onJobRun?: JobRunObserver | undefined;
}): Scheduler {
  const { config, database, clock, logger } = options;
  const db = database.db;
  const mailWorker = createMailWorker({
    db,
    clock,
    logger,
    ...(config.MAIL_TRANSPORT === 'smtp' ? { smtpUrl: config.SMTP_URL } : {}),
    from: config.MAIL_FROM,
    sms: findSmsSettings(config),
    publicUrl: config.PUBLIC_URL,
    batchSize: mailBatchSize,
  });
  const webhookWorker = createWebhookWorker({
    db,
    clock,
    logger,
    authSecret: config.AUTH_SECRET,
    addressPolicy: addressPolicyOf(config),
    batchSize: webhookBatchSize,
  });
  const pushWorker = createPushWorker({
    db,
    clock,
    logger,
    authSecret: config.AUTH_SECRET,
    subject: vapidSubject(config.MAIL_FROM, config.SUPPORT_EMAIL),
    allowedHosts: config.PUSH_ENDPOINT_HOSTS,
    batchSize: pushBatchSize,
  });
  const avatars = createDatabaseAvatarStorage(db);
  const billing = createStripeBilling(config);
  // Tests running several processes set one short interval for every job, so the processes race for the work.
  const every = (intervalMs: number) => config.JOB_INTERVAL_MS ?? intervalMs;
  const scheduler = createScheduler(
    [
      {
        name: 'deliver-outbox',
        intervalMs: every(2_000),
        run: async (signal) => (await mailWorker.runOnce({ signal })).claimed === mailBatchSize,
      },
      {
        // Webhook deliveries (ADR 100): polled often so a delivery follows its commit within a second.
        name: 'deliver-webhooks',
        intervalMs: every(250),
        run: async (signal) => (await webhookWorker.runOnce({ signal })).claimed === webhookBatchSize,
      },
      {
        // The /status page's probe (ADR 101): several runs a minute, recorded once per minute, so the timer's
        // drift never leaves a minute out.
        name: 'status-probe',
        intervalMs: every(15_000),
        run: () => recordStatusProbe(db, () => clock.now()),
      },
      {
        // Web push to members' devices, each push claimed by one process (ADR 105); often, so a message
        // reaches the phone within about a second.
        name: 'deliver-push',
        intervalMs: every(500),
        run: async () => (await pushWorker.runOnce()).claimed === pushBatchSize,
      },
      {
        name: 'purge-deleted-members',
        intervalMs: every(60 * 60 * 1000),
        run: async () => {
          const result = await purgeDeletedMembers(db, { now: clock.now() });
          if (result.purged > 0) logger.info({ purged: result.purged }, 'purged deleted members’ data');
          return result.purged > 0;
        },
      },
      {
        // Avatars no profile points at any more (replaced, or their member purged), past a grace period that
        // keeps them safe from uploads in progress (ADR 0060); a full batch means more are waiting.
        name: 'delete-unreferenced-avatars',
        intervalMs: every(60 * 60 * 1000),
        run: async () => (await deleteUnreferencedAvatars(avatars, clock.now(), 500)) === 500,
      },
      {
        name: 'prune-auth-records',
        intervalMs: every(60 * 60 * 1000),
        run: () => pruneAuthRecords(db, clock.now()),
      },
      {
        name: 'prune-rate-limits',
        intervalMs: every(10 * 60 * 1000),
        run: () => pruneRateLimits(db, clock.now()),
      },
      {
        name: 'expire-swap-requests',
        intervalMs: every(5 * 60 * 1000),
        run: async () => {
          await expireDueRequests({ db, clock, publicUrl: config.PUBLIC_URL });
        },
      },
      {
        // Requests made in a community that accepts them after N days unanswered (ADR 181): each claimed
        // under its row lock and checked again, so accepted once whichever process gets there first.
        name: 'auto-accept-swap-requests',
        intervalMs: every(5 * 60 * 1000),
        run: async () => (await autoAcceptDueRequests({ db, clock, publicUrl: config.PUBLIC_URL })) === 50,
      },
      {
        // Reminders 24 hours and 1 hour before each session, and the prompt to confirm hours once a swap's
        // last session has ended: each claimed in the transaction that queues it, so sent once (ADR 70).
        name: 'session-reminders',
        intervalMs: every(60_000),
        run: () => sendSessionReminders({ db, now: clock.now(), publicUrl: config.PUBLIC_URL }),
      },
      {
        // Transfers across nodes whose next node has not acknowledged a completion or an erasure yet
        // (ADR 184): each claimed for a minute by the run that tries it, retried until the node answers.
        name: 'deliver-node-transfers',
        intervalMs: every(15_000),
        run: () => deliverDueTransfers(database, { config, now: clock.now(), audit: {} }),
      },
      {
        // Swap requests to members of other exchanges and their answers, not yet acknowledged by the next
        // node (ADR 206): claimed and retried as the transfers' messages are.
        name: 'deliver-node-swap-requests',
        intervalMs: every(15_000),
        run: () => deliverDueSwapRequests(database, { config, now: clock.now(), audit: {} }),
      },
      {
        // Messages about those requests (ADR 210), each owed to the next node on its request's path: claimed
        // and retried the same way, beside the requests so that neither waits behind the other.
        name: 'deliver-node-swap-messages',
        intervalMs: every(15_000),
        run: () => deliverDueSwapMessages(database, { config, now: clock.now(), audit: {} }),
      },
      {
        // Members' reports of a member of another exchange (ADR 219), owed along the same path.
        name: 'deliver-node-member-reports',
        intervalMs: every(15_000),
        run: () => deliverDueMemberReports(database, { config, now: clock.now(), audit: {} }),
      },
      {
        // Outcomes the next node has not acknowledged for a day are told to the admins (ADR 197), each once,
        // under its row lock (SKIP LOCKED); the delivery job above keeps trying them regardless.
        name: 'alert-stuck-node-transfers',
        intervalMs: every(5 * 60 * 1000),
        run: () => alertStuckDeliveries(database, { config, now: clock.now(), audit: {} }),
      },
      {
        // Each live link's two ledgers compared once a UTC day (ADR 188): a link's check is claimed by
        // inserting its row for the day, unique per link and day, so of several processes one checks it.
        // Hourly, so a link not yet claimed today (a run that failed, a link made since) is checked
        // within the hour.
        name: 'reconcile-node-links',
        intervalMs: every(60 * 60 * 1000),
        run: () => reconcileDueLinks(database, { config, clock }),
      },
      {
        // Proposals to other nodes never approved nor cancelled are cancelled after 24 hours (ADR 188), each
        // under its row lock (SKIP LOCKED), so once whichever process gets there.
        name: 'expire-node-transfer-proposals',
        intervalMs: every(5 * 60 * 1000),
        run: () => expireStaleProposals(database, { config, now: clock.now(), audit: {} }),
      },
      {
        // Swap requests this node's members sent to other exchanges that nobody answered in 14 days expire,
        // as a local request does (ADR 215), each under its row lock (SKIP LOCKED); the withdrawal then
        // travels toward the recipient's node with the delivery job's retries.
        name: 'expire-node-swap-requests',
        intervalMs: every(60 * 60 * 1000),
        run: () => expireUnansweredSwapRequests(database, { config, now: clock.now(), audit: {} }),
      },
      {
        // Workshop reminders 24 hours and 1 hour before, each claimed in the transaction that queues
        // it (ADR 94).
        name: 'workshop-reminders',
        intervalMs: every(60_000),
        run: () => sendWorkshopReminders({ db, now: clock.now(), publicUrl: config.PUBLIC_URL }),
      },
      {
        // Seats still unmarked 7 days after a workshop ended are released, not settled (R8.1, ADR 156).
        name: 'workshop-unmarked-seats',
        intervalMs: every(15 * 60_000),
        run: () => releaseUnmarkedWorkshopSeats({ db, now: clock.now(), publicUrl: config.PUBLIC_URL }),
      },
      {
        // Chat messages still unread after the delay, one mail per conversation, each message claimed in the
        // transaction that queues its mail, so mailed once (ADR 168).
        name: 'grouped-message-mail',
        intervalMs: every(60_000),
        run: () =>
          sendGroupedMessageMails({
            db,
            now: clock.now(),
            publicUrl: config.PUBLIC_URL,
            delayMinutes: config.MESSAGE_MAIL_DELAY_MINUTES,
          }),
      },
      {
        // The reminder 2 days before a board post expires, claimed in the transaction that queues
        // it (ADR 88).
        name: 'board-expiry-reminders',
        intervalMs: every(5 * 60_000),
        run: () => sendBoardExpiryReminders({ db, now: clock.now(), publicUrl: config.PUBLIC_URL }),
      },
      {
        // Canonical skills of profiles changed by anyone but the profile editor (seed, reviews, visibility),
        // which matching and Explore's synonym search read; a full batch means more are waiting.
        name: 'refresh-skill-sets',
        intervalMs: every(5_000),
        run: async () => {
          await ensureCurrentTaxonomy(db);
          return (await refreshQueuedSkillSets(db, skillSetBatchSize)) === skillSetBatchSize;
        },
      },
      {
        // City centres of members who signed up before migration 0058 (ADR 115); a full batch
        // means more wait.
        name: 'locate-city-centres',
        intervalMs: every(60_000),
        run: async () => (await locateUnlocatedCities(db, cityBatchSize)) === cityBatchSize,
      },
      {
        // Weekly per member; a run handles 100 members who are due, and runs again at once while more are.
        name: 'match-digest',
        intervalMs: every(15 * 60 * 1000),
        run: async () => (await sendMatchDigests({ config, database, clock }, { limit: 100 })).hasMore,
      },
      {
        // A paid plan whose payment has been late for the 7-day grace falls back to Free, and a deleted
        // account's subscription is cancelled (ADR 64).
        name: 'billing-upkeep',
        intervalMs: every(10 * 60 * 1000),
        run: async () => {
          const ended = await endLatePlans(db, clock.now());
          if (ended > 0) logger.info({ ended }, 'paid plans past their grace returned to Free');
          return billing ? cancelSubscriptionsOfDeletedMembers(db, billing, clock.now()) : false;
        },
      },
      {
        // A tab away longer than this resumes with a resync instead of a replay (ADR 65).
        name: 'prune-live-events',
        intervalMs: every(10 * 60 * 1000),
        run: async () => {
          await pruneLiveEvents(db, new Date(clock.now().getTime() - liveEventsKeptMs));
        },
      },
      {
        name: 'prune-explore-counts',
        intervalMs: every(10 * 60 * 1000),
        run: () => pruneExploreCounts(db, clock.now()),
      },
      {
        // Double-blind reviews whose 14 days are over become public, and ratings follow (ADR 92).
        name: 'publish-reviews',
        intervalMs: every(10 * 60 * 1000),
        run: () => publishOverdueReviews(db, clock.now()),
      },
    ],
    logger,
    options.onJobRun,
  );
  // New outbox rows NOTIFY when they commit (migration 0094): the mail leaves now, not at the next poll.
  // Missed notifications (a lost listening connection) only mean waiting for the poll.
  const wakeMail = () => scheduler.wake('deliver-outbox');
  let stopListening: Promise<() => Promise<void>> | null = null;
  return {
    ...scheduler,
    start: () => {
      scheduler.start();
      stopListening ??= database
        .listen(outboxReadyChannel, { onNotify: wakeMail, onResumed: wakeMail })
        .catch((error: unknown) => {
          logger.warn({ err: error }, 'outbox notifications unavailable: mail leaves at the next poll');
          return async () => undefined;
        });
    },
    stop: async () => {
      const listening = stopListening;
      stopListening = null;
      await (
        await listening
      )?.();
      await scheduler.stop();
      mailWorker.close();
    },
  };
}
