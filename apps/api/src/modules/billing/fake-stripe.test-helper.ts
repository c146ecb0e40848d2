import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A local stand-in for exactly the Stripe endpoints the billing module calls, so tests run the real SDK over
// real HTTP without a network or an account (ADR 64). It keeps customers, sessions, subscriptions, invoices
// and refunds in memory, records every request, and builds the events Stripe would send; tests deliver them
// to the webhook signed with the SDK's own test-header helper.

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, keys flat as sent (`items[0][price]`). */
  form: Record<string, string>;
}

interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: Stripe.Subscription.Status;
  cancel_at_period_end: boolean;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }>;
  };
}

const dayS = 24 * 60 * 60;

/**
 * The Checkout payment methods this fake knows, of Stripe's many; any other is refused as Stripe refuses a
 * typo.
 */
const fakePaymentMethodTypes = new Set(['card', 'paypal', 'crypto', 'link', 'sepa_debit']);
export type PaymentMethodType = 'card' | 'paypal' | 'crypto';

export async function startFakeStripe(options: {
  webhookSecret: string;
  prices: Record<string, number>;
  /**
   * A fixed port, for a server configured before the fake starts (the e2e journey); default: any free one.
   */
  port?: number;
}) {
  let counter = 0;
  // Ids are unique across fakes, as Stripe's are: a fake started again against the same server (a retried
  // journey) must not hand out a customer id a member of the first one already holds.
  const instance = randomBytes(4).toString('hex');
  const nextId = (prefix: string) => `${prefix}_fake${instance}${(counter += 1).toString().padStart(6, '0')}`;
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, { id: string; email: string; metadata: Record<string, string> }>();
  const sessions = new Map<
    string,
    {
      id: string;
      customer: string;
      price: string;
      memberId: string;
      successUrl: string;
      /** `allowed_payment_method_types` as sent; Stripe's default (the Dashboard's choice) when none. */
      paymentMethodTypes: string[];
    }
  >();
  /** The method each subscription's payments are made with: its Checkout choice. */
  const paymentMethodOf = new Map<string, PaymentMethodType>();
  const subscriptions = new Map<string, FakeSubscription>();
  const invoices = new Map<string, Record<string, unknown> & { id: string; customer: string }>();
  const invoicePayments = new Map<string, { paymentIntent: string }>();
  const refunds: Array<{
    id: string;
    payment_intent: string;
    amount: number;
    payment_method_type: PaymentMethodType;
  }> = [];
  /** Checkout pages allowed to send the browser back (the test has delivered the webhook). */
  const released = new Set<string>();
  /** Stripe's clock for period ends; tests move it with the app's clock. */
  let nowS = Math.floor(Date.now() / 1000);

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      send(response, 500, { error: { type: 'api_error', message: String(error) } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': nextId('req') });
    response.end(JSON.stringify(body));
  }
  const missing = (response: ServerResponse, what: string) =>
    send(response, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const target = new URL(request.url ?? '/', url);
    const form = Object.fromEntries(
      new URLSearchParams(request.method === 'GET' ? target.search : Buffer.concat(chunks).toString()),
    );
    const method = request.method ?? 'GET';
    const path = target.pathname;
    let match: RegExpExecArray | null;
    if ((match = /^\/pay\/(\w+)(\/state)?$/.exec(path))) return checkoutPage(response, match[1]!, !!match[2]);
    requests.push({ method, path, form });
    if (!request.headers.authorization?.startsWith('Bearer sk_')) {
      send(response, 401, { error: { type: 'invalid_request_error', message: 'No API key' } });
      return;
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: form.email ?? '',
        metadata: { memberId: form['metadata[memberId]'] ?? '' },
      };
      customers.set(customer.id, customer);
      send(response, 200, customer);
    } else if (method === 'POST' && path === '/v1/checkout/sessions') {
      const session = {
        id: nextId('cs'),
        customer: form.customer ?? '',
        price: form['line_items[0][price]'] ?? '',
        memberId: form.client_reference_id ?? '',
        successUrl: form.success_url ?? '',
        paymentMethodTypes: Object.entries(form)
          .filter(([key]) => /^allowed_payment_method_types\[\d+\]$/.test(key))
          .map(([, value]) => value),
      };
      if (!customers.has(session.customer)) return missing(response, `customer ${session.customer}`);
      const unknown = session.paymentMethodTypes.find((type) => !fakePaymentMethodTypes.has(type));
      if (unknown !== undefined) {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            param: 'allowed_payment_method_types',
            message: `The payment method type "${unknown}" is invalid.`,
          },
        });
      }
      sessions.set(session.id, session);
      send(response, 200, {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        customer: session.customer,
        url: `${url}/pay/${session.id}`,
      });
    } else if ((match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const subscription = subscriptions.get(match[1]!);
      if (!subscription) return missing(response, `subscription ${match[1]}`);
      if (method === 'POST') {
        if (form['items[0][price]']) subscription.items.data[0]!.price.id = form['items[0][price]'];
        if (form.cancel_at_period_end)
          subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      } else if (method === 'DELETE') {
        subscription.status = 'canceled';
      }
      send(response, 200, subscription);
    } else if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()].filter((invoice) => invoice.customer === form.customer).reverse();
      send(response, 200, { object: 'list', url: '/v1/invoices', has_more: false, data });
    } else if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      send(response, 200, {
        id: nextId('bps'),
        object: 'billing_portal.session',
        customer: form.customer,
        url: `${url}/portal/${form.customer}`,
      });
    } else if (method === 'GET' && path === '/v1/invoice_payments') {
      const payment = invoicePayments.get(form.invoice ?? '');
      const data = payment
        ? [
            {
              id: nextId('inpay'),
              object: 'invoice_payment',
              invoice: form.invoice,
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: payment.paymentIntent },
            },
          ]
        : [];
      send(response, 200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data });
    } else if (method === 'POST' && path === '/v1/refunds') {
      const paid = [...invoices.values()].find(
        (invoice) => invoicePayments.get(invoice.id)?.paymentIntent === form.payment_intent,
      );
      if (!paid) return missing(response, `payment_intent ${form.payment_intent}`);
      const refund = {
        id: nextId('re'),
        object: 'refund',
        payment_intent: form.payment_intent!,
        amount: paid.amount_paid as number,
        currency: 'usd',
        status: 'succeeded',
        payment_method_type: paid.payment_method_type as PaymentMethodType,
      };
      refunds.push(refund);
      send(response, 200, refund);
    } else {
      send(response, 404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` },
      });
    }
  }

  /**
   * The browser's side of Checkout: a page that waits until the test releases the session, then goes back to
   * the success URL, as Stripe's page does once the member has paid.
   */
  function checkoutPage(response: ServerResponse, sessionId: string, isStateOnly: boolean) {
    const session = sessions.get(sessionId);
    if (!session) return missing(response, `checkout session ${sessionId}`);
    if (isStateOnly) return send(response, 200, { released: released.has(sessionId) });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Fake Checkout</title><h1>Fake Checkout</h1><p>Paying ${session.price}…</p>
<script>
setInterval(async () => {
  const state = await (await fetch(location.pathname + '/state')).json();
  if (state.released) location.assign(${JSON.stringify(session.successUrl)});
}, 250);
</script>`);
  }

  function event(type: string, object: unknown): Stripe.Event {
    return {
      id: nextId('evt'),
      object: 'event',
      type,
      created: nowS,
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    } as unknown as Stripe.Event;
  }

  function addInvoice(subscription: FakeSubscription, reason: string, paid: boolean) {
    const price = subscription.items.data[0]!.price.id;
    const amount = options.prices[price] ?? 0;
    const invoice = {
      id: nextId('in'),
      object: 'invoice',
      customer: subscription.customer,
      number: `FAKE-${counter}`,
      created: nowS,
      currency: 'usd',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      hosted_invoice_url: `${url}/invoices/${counter}`,
      status_transitions: { paid_at: paid ? nowS : null },
      lines: {
        object: 'list',
        data: [
          {
            id: nextId('il'),
            pricing: { type: 'price_details', price_details: { price, product: 'prod_fake' } },
          },
        ],
      },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      // Not a field of Stripe's invoice (its payment holds the method): kept here for the tests to read.
      payment_method_type: paymentMethodOf.get(subscription.id) ?? 'card',
    };
    invoices.set(invoice.id, invoice);
    if (paid) invoicePayments.set(invoice.id, { paymentIntent: nextId('pi') });
    return invoice;
  }

  return {
    url,
    requests,
    refunds,
    subscriptions,
    // Kept-alive sockets of the SDK are closed too: a fake started again on this port (a retried journey)
    // must not find its requests answered by this one.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    setNow(date: Date) {
      nowS = Math.floor(date.getTime() / 1000);
    },
    /** The session a Checkout URL points at. */
    sessionOf(checkoutUrl: string) {
      const session = sessions.get(checkoutUrl.split('/').pop() ?? '');
      if (!session) throw new Error(`no fake Checkout Session at ${checkoutUrl}`);
      return session;
    },
    /**
     * The member pays on the Checkout page with `method` (a card unless said), which the session must offer:
     * a subscription and its first paid invoice, and their events.
     */
    completeCheckout(checkoutUrl: string, method: PaymentMethodType = 'card') {
      const session = this.sessionOf(checkoutUrl);
      if (session.paymentMethodTypes.length > 0 && !session.paymentMethodTypes.includes(method)) {
        throw new Error(`Checkout Session ${session.id} does not offer ${method}`);
      }
      const subscription: FakeSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        metadata: { memberId: session.memberId },
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              price: { id: session.price, object: 'price' },
              current_period_start: nowS,
              current_period_end: nowS + 30 * dayS,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      paymentMethodOf.set(subscription.id, method);
      const invoice = addInvoice(subscription, 'subscription_create', true);
      return {
        subscription,
        events: [
          event('checkout.session.completed', {
            id: session.id,
            object: 'checkout.session',
            customer: session.customer,
            subscription: subscription.id,
            client_reference_id: session.memberId,
          }),
          event('customer.subscription.created', structuredClone(subscription)),
          event('invoice.paid', invoice),
        ],
      };
    },
    /**
     * An invoice a customer paid outside a subscription (an Enterprise month, ADR 143), issued at `created`.
     */
    addPaidInvoice(invoice: { customer: string; amount: number; created: Date; currency?: string }) {
      const id = nextId('in');
      const createdS = Math.floor(invoice.created.getTime() / 1000);
      invoices.set(id, {
        id,
        object: 'invoice',
        customer: invoice.customer,
        number: `FAKE-${counter}`,
        created: createdS,
        currency: invoice.currency ?? 'eur',
        amount_due: invoice.amount,
        amount_paid: invoice.amount,
        status: 'paid',
        billing_reason: 'manual',
        hosted_invoice_url: `${url}/invoices/${counter}`,
        status_transitions: { paid_at: createdS },
        lines: { object: 'list', data: [] },
        parent: null,
      });
      return id;
    },
    /**
     * The payment on the Checkout page is declined (a card refused, a PayPal account without funds, a wallet
     * that never signed): no subscription, and the session expires unpaid.
     */
    declineCheckout(checkoutUrl: string, method: PaymentMethodType) {
      const session = this.sessionOf(checkoutUrl);
      if (!session.paymentMethodTypes.includes(method)) {
        throw new Error(`Checkout Session ${session.id} does not offer ${method}`);
      }
      return event('checkout.session.expired', {
        id: session.id,
        object: 'checkout.session',
        customer: session.customer,
        status: 'expired',
        payment_status: 'unpaid',
        client_reference_id: session.memberId,
      });
    },
    /** Lets the Checkout page send the browser back to the success URL. */
    releaseCheckout(checkoutUrl: string) {
      released.add(this.sessionOf(checkoutUrl).id);
    },
    /** A renewal payment fails (status past_due) or is finally paid (active). */
    renewal(subscriptionId: string, outcome: 'failed' | 'paid') {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = outcome === 'paid' ? 'active' : 'past_due';
      const invoice = addInvoice(subscription, 'subscription_cycle', outcome === 'paid');
      return [
        event(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice),
        event('customer.subscription.updated', structuredClone(subscription)),
      ];
    },
    /** Stripe ends the subscription (the paid period of a cancelled plan is over). */
    endSubscription(subscriptionId: string) {
      const subscription = subscriptions.get(subscriptionId)!;
      subscription.status = 'canceled';
      return event('customer.subscription.deleted', structuredClone(subscription));
    },
    event,
    /** The `Stripe-Signature` header Stripe would send with `payload`. */
    sign(payload: string, secret = options.webhookSecret) {
      return Stripe.webhooks.generateTestHeaderString({ payload, secret });
    },
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
