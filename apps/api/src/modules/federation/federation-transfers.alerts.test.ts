import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FederationOverview } from '@skillswap/contracts/federation/schemas';
import type { NodeTransfer } from '@skillswap/contracts/federation/transfer-schemas';
import { createManualClock } from '../../lib/clock.ts';
import { refresh } from '../../test/auth-requests.ts';
import { databaseKind } from '../../test/database.ts';
import type { TestMember } from '../../test/members.ts';
import { alertStuckDeliveries, stuckDeliveryMs } from './federation-transfers.alerts.ts';
import { deliverDueTransfers } from './federation-transfers.delivery.ts';
import { listenAgain, startTree, stateOn, stopListening, type Node } from './federation.test-helper.ts';
import { inject } from '../../test/inject.ts';
import { accountRoutes } from '@skillswap/contracts/account/routes';

// ADR 197: an outcome the next node does not acknowledge is retried every minute without end; after 24 hours
// the admins of the node that keeps sending it are told, once, in the app and by mail, and it is audited.
// Time moves on the test clock all three nodes share, so their signatures stay fresh for each other.

describe(
  `alerts on transfers the next node leaves unacknowledged, on ${databaseKind}`,
  { timeout: 120_000 },
  () => {
    const clock = createManualClock(new Date());
    let tree: Awaited<ReturnType<typeof startTree>>;
    let hub: Node;
    let riverside: Node;
    let hilltop: Node;
    beforeAll(async () => {
      tree = await startTree({ clock });
      ({ hub, riverside, hilltop } = tree);
    }, 180_000);
    afterAll(() => tree?.close());

    const context = (node: Node) => ({ config: node.config, now: clock.now(), audit: {} });
    const alert = (node: Node) => alertStuckDeliveries(node.database, context(node));
    const alerts = async (node: Node) =>
      (
        await node.database.db.execute<{ title: string; body: string; link: string }>(sql`
        SELECT title, body, link FROM notifications
        WHERE member_id = ${node.admin.userId} AND type = 'federation_reconciliation' ORDER BY created_at`)
      ).rows;
    /**
     * After days on the test clock a member's access token has expired: their session is refreshed, as the
     * app does.
     */
    const renew = async (node: Node, member: TestMember) => {
      const renewed = await refresh(node.app, member.refreshToken);
      expect(renewed.statusCode, renewed.body).toBe(200);
      const session = renewed.json<{ access_token: string; refresh_token: string }>();
      member.refreshToken = session.refresh_token;
      member.authHeader = { authorization: `Bearer ${session.access_token}` };
    };
    const asAdmin = async (node: Node, method: 'GET' | 'POST', url: string) => {
      await renew(node, node.admin);
      return node.app.inject({ method, url, headers: node.admin.authHeader });
    };
    /** What the console shows waiting under each link (ADR 201), by the partner's name. */
    const waitingOn = async (node: Node) => {
      const overview = await asAdmin(node, 'GET', '/api/admin/federation');
      expect(overview.statusCode, overview.body).toBe(200);
      const { links, waiting } = overview.json<FederationOverview>();
      return Object.fromEntries(
        waiting.map(({ linkId, ...rest }) => [links.find((link) => link.id === linkId)!.peerName, rest]),
      );
    };
    const alertMails = async (node: Node) =>
      (
        await node.database.db.execute<{ subject: string }>(sql`
        SELECT subject FROM outbox WHERE recipient = ${node.admin.email} AND body_text LIKE '%/admin/federation%'`)
      ).rows;

    it('tells the sending node’s admins once when the next node has not acknowledged an outcome for 24 hours', async () => {
      // riverside's admin reads German: the alert and its mail are written in it.
      const language = await inject(riverside.app, accountRoutes.updateLanguage, {
        headers: riverside.admin.authHeader,
        body: { language: 'de' },
      });
      expect(language.statusCode, language.body).toBeLessThan(300);
      const proposed = await tree.propose(1.5);
      expect(proposed.statusCode, proposed.body).toBe(201);
      const id = proposed.json<NodeTransfer>().id;
      await stopListening(hub);
      expect((await tree.approve(id)).json()).toMatchObject({ state: 'pending' });

      // Tried and refused all day long: nobody is told before 24 hours.
      clock.advance(stuckDeliveryMs - 60 * 60 * 1000);
      await deliverDueTransfers(riverside.database, context(riverside));
      expect(await alert(riverside)).toBe(false);
      expect(await alerts(riverside)).toEqual([]);
      // The console lists it under the link to hub already, not yet as stuck.
      const waiting = await waitingOn(riverside);
      expect(Object.keys(waiting)).toEqual(['hub']);
      expect(waiting.hub).toMatchObject({ transfers: 1, hours: 1.5, isStuck: false, oldest: [id] });
      // Waiting since it last changed state (approved, a day ago on the test clock), and tried since.
      expect(new Date(waiting.hub!.since).getTime()).toBeLessThan(
        clock.now().getTime() - 20 * 60 * 60 * 1000,
      );
      expect(waiting.hub!.attempts).toBeGreaterThan(0);
      expect(await waitingOn(hilltop)).toEqual({});

      clock.advance(2 * 60 * 60 * 1000);
      await deliverDueTransfers(riverside.database, context(riverside));
      await alert(riverside);
      expect(await alerts(riverside)).toEqual([
        {
          title: 'hub hat seit 24 Stunden Überweisungen nicht bestätigt',
          body: 'Seit mehr als 24 Stunden sendet riverside an hub den Ausgang von Überweisungen, die dort nicht bestätigt wurden (1 insgesamt, 1.5 Std.): Die Gegenseite ist nicht erreichbar oder lehnt sie ab. riverside versucht es jede Minute erneut; bis hub antwortet, sind sich die beiden Tauschbörsen darüber uneinig. Prüfe die Verbindung mit den Admins von hub.',
          link: '/admin/federation',
        },
      ]);
      expect(await alertMails(riverside)).toEqual([
        { subject: 'hub hat seit 24 Stunden Überweisungen nicht bestätigt' },
      ]);
      expect(await waitingOn(riverside)).toMatchObject({
        hub: { transfers: 1, isStuck: true, oldest: [id] },
      });
      const audited = await riverside.database.db.execute<{ details: Record<string, unknown> }>(
        sql`SELECT details FROM audit_log WHERE event = 'node_transfer_delivery_alerted'`,
      );
      expect(audited.rows.map((row) => row.details)).toEqual([
        { peer: 'hub', transactions: [id], hours: 1.5, admins: 1 },
      ]);
      // The other nodes hold nothing of it to send: they tell nobody.
      for (const node of [hub, hilltop]) {
        await alert(node);
        expect(await alerts(node)).toEqual([]);
      }

      // Told once: a later run, a day later still, tells nothing new, and the message is still tried.
      clock.advance(stuckDeliveryMs);
      await alert(riverside);
      expect(await alerts(riverside)).toHaveLength(1);
      await listenAgain(hub);
      clock.advance(60_000);
      await deliverDueTransfers(riverside.database, context(riverside));
      await deliverDueTransfers(hub.database, context(hub));
      for (const node of [riverside, hub, hilltop]) expect(await stateOn(node, id)).toBe('completed');
      // Acknowledged everywhere: nothing waits on any node.
      for (const node of [riverside, hub, hilltop]) expect(await waitingOn(node)).toEqual({});
    });

    it('tells nobody of messages held behind a link this node’s admins paused themselves', async () => {
      await renew(riverside, tree.alice);
      const id = (await tree.propose(1)).json<NodeTransfer>().id;
      await stopListening(hub);
      expect((await tree.approve(id)).json()).toMatchObject({ state: 'pending' });
      const overview = await asAdmin(riverside, 'GET', '/api/admin/federation');
      expect(overview.statusCode, overview.body).toBe(200);
      const hubLink = overview
        .json<{ links: Array<{ id: string; peerName: string }> }>()
        .links.find((link) => link.peerName === 'hub')!;
      const paused = await asAdmin(riverside, 'POST', `/api/admin/federation/links/${hubLink.id}/pause`);
      expect(paused.statusCode, paused.body).toBeLessThan(300);
      await listenAgain(hub);
      const told = (await alerts(riverside)).length;

      clock.advance(stuckDeliveryMs + 60_000);
      await deliverDueTransfers(riverside.database, context(riverside));
      expect(await stateOn(riverside, id)).toBe('pending');
      await alert(riverside);
      expect(await alerts(riverside)).toHaveLength(told);
    });
  },
);
