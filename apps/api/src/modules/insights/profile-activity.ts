import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { addProfileActivity, type ProfileActivityRow } from './insights.repository.ts';

/** What a profile's day counts (ADR 106). */
export type ActivityCounter = 'profileViews' | 'exploreAppearances' | 'matchAppearances';

/** How often the counts held in memory are added to the database. */
const flushEveryMs = 15_000;

/**
 * Profile views and appearances in Explore and Matches, counted in memory and added to
 * `profile_activity_days` every 15 seconds with one upsert-increment per profile and day (ADR 106): a page of
 * Explore costs a few map updates, not 24 writes. Counts of a process that dies between flushes are lost (at
 * most 15 seconds' worth); a graceful shutdown flushes them.
 */
export class ProfileActivity {
  private pending = new Map<string, ProfileActivityRow>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: AppDeps,
    private readonly logger: FastifyBaseLogger | null,
  ) {}

  get isOn(): boolean {
    return this.deps.config.PROFILE_ACTIVITY_COUNTING === 'on';
  }

  /** Counts one view or appearance for each of `memberIds`, leaving out the viewer's own profile. */
  record(counter: ActivityCounter, memberIds: readonly string[], viewerId: string | null): void {
    if (!this.isOn || memberIds.length === 0) return;
    const day = this.deps.clock.now().toISOString().slice(0, 10);
    for (const memberId of memberIds) {
      if (memberId === viewerId) continue;
      const key = `${memberId}/${day}`;
      let row = this.pending.get(key);
      if (!row) {
        row = { memberId, day, profileViews: 0, exploreAppearances: 0, matchAppearances: 0 };
        this.pending.set(key, row);
      }
      row[counter] += 1;
    }
    this.timer ??= setInterval(() => void this.flush(), flushEveryMs).unref();
  }

  /** Adds what is held to the database; one flush at a time, so a slow one is never overtaken. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const rows = [...this.pending.values()];
      this.pending = new Map();
      try {
        await addProfileActivity(this.deps.database.db, rows);
      } catch (error) {
        // Kept for the next flush rather than lost; a database that stays away costs memory only until then.
        for (const row of rows) this.merge(row);
        this.logger?.warn({ err: error, rows: rows.length }, 'profile activity counts not saved; retrying');
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private merge(row: ProfileActivityRow) {
    const key = `${row.memberId}/${row.day}`;
    const held = this.pending.get(key);
    if (!held) {
      this.pending.set(key, row);
      return;
    }
    held.profileViews += row.profileViews;
    held.exploreAppearances += row.exploreAppearances;
    held.matchAppearances += row.matchAppearances;
  }
}

const counters = new WeakMap<AppDeps, ProfileActivity>();

/** The one counter of an app (all its plugins share `app.deps`). */
export function profileActivityOf(app: { deps: AppDeps; log?: FastifyBaseLogger }): ProfileActivity {
  let counter = counters.get(app.deps);
  if (!counter) {
    counter = new ProfileActivity(app.deps, app.log ?? null);
    counters.set(app.deps, counter);
  }
  return counter;
}
