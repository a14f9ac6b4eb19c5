import type { FastifyPluginAsync } from 'fastify';
import { depositPaths } from '@msp/contracts/deposits.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { DEMO_PAY_PROVIDER, DemoPayGateway } from './gateway.ts';
import { findDemoPayment } from './service.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** Where the member returns to after paying: the deposit page of the member centre. */
const RETURN_PATH = '/member/depositv2';

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="bn">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; padding: 24px; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px;
    box-shadow: 0 4px 20px rgba(0, 0, 0, 0.08); }
  .demo { display: inline-block; background: #b91c1c; color: #fff; font-weight: 700; padding: 2px 10px;
    border-radius: 999px; letter-spacing: 0.1em; }
  .amount { font-size: 2rem; font-weight: 700; margin: 16px 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; }
  dt { color: #6b7280; }
  form { display: flex; gap: 12px; margin-top: 24px; }
  button { flex: 1; padding: 12px; font-size: 1rem; border-radius: 8px; border: 0; cursor: pointer; }
  button[value=pay] { background: #047857; color: #fff; }
  button[value=cancel] { background: #e5e7eb; color: #111827; }
  p.note { color: #6b7280; font-size: 0.875rem; }
  a { color: #047857; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const demoNote = `<p class="note">এটি একটি ডেমো পেমেন্ট পাতা: কোনো আসল টাকা লেনদেন হয় না। ·
This is a demo payment page: no real money moves.</p>`;

/**
 * The demo payment gateway's own pages (DEMO). `GET /demo-pay/:requestId` shows the payment with "Pay" and
 * "Cancel" (a plain form POST, no script, so the site's CSP holds); the POST then does what a real gateway
 * does: it sends a signed callback to `POST /wps/deposit/callback/:channelCode` — through the server's own
 * HTTP handling, signature check included — and shows the outcome.
 */
export const demoPayRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const load = async (requestId: unknown) => {
    if (typeof requestId !== 'string' || !/^[\w-]{4,64}$/.test(requestId))
      throw new AppError('request.not.found');
    const payment = await findDemoPayment(app.db, requestId);
    if (!payment || payment.gateway_provider !== DEMO_PAY_PROVIDER || !payment.gateway_secret)
      throw new AppError('request.not.found');
    return payment;
  };

  app.get(depositPaths.demoPay, async (request, reply) => {
    const payment = await load((request.params as { requestId?: unknown }).requestId);
    const amount = `${payment.currency_symbol}${formatMinor(payment.amount)}`;
    const channelName = payment.channel_name.en ?? payment.channel_name.bn ?? payment.channel_code;
    const action = depositPaths.demoPay.replace(':requestId', encodeURIComponent(payment.id));
    const open = payment.status === 'PENDING';
    const body = `<span class="demo">DEMO</span>
<h1>Demo Pay</h1>
<div class="amount">${escapeHtml(amount)}</div>
<dl>
  <dt>Channel</dt><dd>${escapeHtml(channelName)}</dd>
  <dt>Order</dt><dd>${escapeHtml(payment.id)}</dd>
  <dt>Transaction</dt><dd>${escapeHtml(payment.gateway_txn_id ?? '-')}</dd>
  <dt>Status</dt><dd>${escapeHtml(payment.status)}</dd>
</dl>
${
  open
    ? `<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="action" value="pay">পরিশোধ · Pay</button>
  <button type="submit" name="action" value="cancel">বাতিল · Cancel</button>
</form>`
    : `<p><a href="${RETURN_PATH}">সাইটে ফিরুন · Back to the site</a></p>`
}
${demoNote}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Demo Pay (DEMO)', body));
  });

  app.post(depositPaths.demoPay, async (request, reply) => {
    const payment = await load((request.params as { requestId?: unknown }).requestId);
    const choice = (request.body as { action?: unknown } | undefined)?.action;
    if (choice !== 'pay' && choice !== 'cancel')
      throw new AppError('request.invalid.field', { field: 'action' }, 'action');
    const gateway = new DemoPayGateway(payment.gateway_secret!);
    const callback = gateway.signedCallback({
      gatewayTxnId: payment.gateway_txn_id ?? gateway.transactionIdOf(payment.id),
      requestId: payment.id,
      amountMinor: payment.amount,
      status: choice === 'pay' ? 'SUCCESS' : 'FAILED',
    });
    const answer = await app.inject({
      method: 'POST',
      url: depositPaths.gatewayCallback.replace(':channelCode', encodeURIComponent(payment.channel_code)),
      headers: { ...callback.headers, merchant: payment.merchant_code },
      payload: callback.body,
    });
    const result = answer.json() as { success: boolean; value?: { status: string }; message?: string };
    const paid = result.success && result.value?.status === 'APPROVED';
    const heading = !result.success
      ? 'পেমেন্ট সম্পন্ন হয়নি · The payment did not go through'
      : paid
        ? 'পেমেন্ট সফল · Payment successful'
        : 'পেমেন্ট বাতিল · Payment cancelled';
    const body = `<span class="demo">DEMO</span>
<h1>${escapeHtml(heading)}</h1>
${result.success ? '' : `<p>${escapeHtml(result.message ?? '')}</p>`}
<p><a href="${RETURN_PATH}">সাইটে ফিরুন · Back to the site</a></p>
${demoNote}`;
    return reply
      .status(result.success ? 200 : answer.statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Demo Pay (DEMO)', body));
  });
};
