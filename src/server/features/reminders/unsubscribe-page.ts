const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type UnsubscribePage =
  | { state: 'confirm'; actionUrl: string }
  | { state: 'done' }
  | { state: 'invalid' };

function renderContent(page: UnsubscribePage): string {
  switch (page.state) {
    case 'confirm':
      return `<h1>Rappels de renouvellement</h1>
  <p>Vous ne recevrez plus de mail vous rappelant de renouveler votre adhésion.</p>
  <form method="post" action="${escapeHtml(page.actionUrl)}"><button type="submit">Ne plus recevoir ces rappels</button></form>`;
    case 'done':
      return `<h1>Rappels désactivés</h1>
  <p>C'est noté : vous ne recevrez plus de rappels de renouvellement de votre adhésion.</p>
  <p>Vous pourrez toujours la renouveler depuis votre espace membre.</p>`;
    case 'invalid':
      return `<h1>Lien invalide</h1>
  <p>Ce lien n'est pas valide. Copiez-le en entier depuis le mail reçu, ou écrivez à l'association.</p>`;
  }
}

/**
 * The page a reminder's "stop" link opens: plain HTML served by our server, outside the app, so
 * it works without signing in. Opening the link only asks; the button stops the reminders, so a
 * mail filter that opens every link does not stop them on the member's behalf.
 */
export function renderUnsubscribePage(
  page: UnsubscribePage,
  associationName: string,
  styleNonce: string,
): string {
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rappels de renouvellement — ${escapeHtml(associationName)}</title>
<style nonce="${styleNonce}">
  body { font-family: system-ui, sans-serif; background: #f1f3f5; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: white; padding: 2rem 2.5rem; border-radius: 12px; box-shadow: 0 4px 24px rgba(0,0,0,.08); max-width: 28rem; text-align: center; }
  .name { color: #495057; margin: 0; }
  button { font-size: 1rem; padding: .7rem 1.6rem; border-radius: 8px; border: 0; cursor: pointer; background: #1971c2; color: white; }
</style></head>
<body><main>
  <p class="name">${escapeHtml(associationName)}</p>
  ${renderContent(page)}
</main></body></html>`;
}
