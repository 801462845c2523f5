import { escapeHtml } from '../../../domain/escape-html.ts';
import { formatCents } from '../../../domain/money.ts';
import type { SimulatedPayment } from '../../infra/payments/simulated.ts';

/** What the page offers: the two buttons while the payment is open, else where to go on. */
function renderActions(payment: SimulatedPayment): string {
  const id = encodeURIComponent(payment.id);
  if (payment.status === 'open') {
    return `<form method="post" action="/paiement-simule/${id}/payer"><button class="pay" type="submit">Payer</button></form>
         <form method="post" action="/paiement-simule/${id}/annuler"><button class="cancel" type="submit">Annuler</button></form>`;
  }
  if (payment.status === 'paid') {
    return `<p class="done">Déjà payé</p><p>Ce paiement a déjà été effectué.</p>
         <a class="pay" href="${escapeHtml(payment.success_url)}">Continuer</a>`;
  }
  return `<p>Ce paiement a été annulé.</p>
         <a class="cancel" href="${escapeHtml(payment.cancel_url)}">Retour</a>`;
}

/**
 * Stands in for the card provider's hosted page, so registration and renewal run offline.
 * Plain HTML served by our server: it is not a page of the app. Its `<style>` and `<script>`
 * carry the answer's CSP nonces.
 *
 * The browser's Back button must not show a paid payment as still open: the answer is never
 * stored (`no-store`, as every answer of ours: security-headers.ts), and a copy the browser kept in memory (back-forward cache)
 * asks the server again as soon as it is shown.
 */
export function renderSimulatedCheckoutPage(
  payment: SimulatedPayment,
  nonces: { style: string; script: string },
): string {
  const amount = formatCents(payment.amount_cents);
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Démonstration — paiement simulé</title>
<script nonce="${nonces.script}">
  addEventListener('pageshow', (event) => { if (event.persisted) location.reload(); });
</script>
<style nonce="${nonces.style}">
  body { font-family: system-ui, sans-serif; background: #f1f3f5; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: white; padding: 2rem 2.5rem; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); max-width: 26rem; text-align: center; }
  .amount { font-size: 2.5rem; font-weight: 700; margin: .5rem 0 1.5rem; }
  .demo { display: inline-block; background: #fff4e6; color: #a33a0b; font-weight: 700; text-transform: uppercase; letter-spacing: .05em; padding: .25rem .75rem; border-radius: 999px; margin: 0; }
  .note { color: #495057; font-size: .85rem; margin-top: 1.5rem; }
  form { display: inline-block; margin: 0 .25rem; }
  button, a { display: inline-block; font-size: 1rem; padding: .7rem 1.6rem; border-radius: 8px; border: 0; cursor: pointer; text-decoration: none; }
  .done { font-size: 1.25rem; font-weight: 700; color: #237032; margin: 0; }
  .pay { background: #1971c2; color: white; } .cancel { background: #e9ecef; color: #212529; }
</style></head>
<body><main>
  <p class="demo">Démonstration</p>
  <h1>Paiement simulé</h1>
  <p>${escapeHtml(payment.description)}</p>
  <p class="amount">${amount}</p>
  ${renderActions(payment)}
  <p class="note">Démonstration : aucune carte n'est débitée et l'adhésion n'est pas encaissée. Le paiement réel s'active avec PAYMENT_PROVIDER=helloasso ou PAYMENT_PROVIDER=stripe.</p>
</main></body></html>`;
}
