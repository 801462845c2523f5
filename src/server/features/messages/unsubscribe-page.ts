import type { OptionalCategory } from '../../../domain/association-messages.ts';
import { escapeHtml } from '../../../domain/escape-html.ts';

export type UnsubscribePage =
  | { state: 'confirm'; category: OptionalCategory; actionUrl: string }
  | { state: 'done'; category: OptionalCategory }
  | { state: 'invalid' };

/** What each category's page says: the title, what stops, the button, and what is left. */
const TEXTS: Record<
  OptionalCategory,
  { title: string; stops: string; button: string; doneTitle: string; done: string[] }
> = {
  rappels: {
    title: 'Rappels de renouvellement',
    stops: 'Vous ne recevrez plus de mail vous rappelant de renouveler votre adhésion.',
    button: 'Ne plus recevoir ces rappels',
    doneTitle: 'Rappels désactivés',
    done: [
      "C'est noté : vous ne recevrez plus de rappels de renouvellement de votre adhésion.",
      'Vous pourrez toujours la renouveler depuis votre espace membre.',
    ],
  },
  informations: {
    title: "Informations de l'association",
    stops:
      "Vous ne recevrez plus les informations de l'association par mail. Les convocations et les messages de la vie statutaire vous seront toujours envoyés.",
    button: 'Ne plus recevoir ces informations',
    doneTitle: 'Informations désactivées',
    done: [
      "C'est noté : vous ne recevrez plus les informations de l'association par mail.",
      'Vous pouvez changer d’avis dans votre profil, « Mes préférences de messages ».',
    ],
  },
};

function renderContent(page: UnsubscribePage): string {
  switch (page.state) {
    case 'confirm': {
      const texts = TEXTS[page.category];
      return `<h1>${escapeHtml(texts.title)}</h1>
  <p>${escapeHtml(texts.stops)}</p>
  <form method="post" action="${escapeHtml(page.actionUrl)}"><button type="submit">${escapeHtml(texts.button)}</button></form>`;
    }
    case 'done':
      return `<h1>${escapeHtml(TEXTS[page.category].doneTitle)}</h1>
  ${TEXTS[page.category].done.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n  ')}`;
    case 'invalid':
      return `<h1>Lien invalide</h1>
  <p>Ce lien n'est pas valide. Copiez-le en entier depuis le mail reçu, ou écrivez à l'association.</p>`;
  }
}

/**
 * The page a mail's "stop" link opens: plain HTML served by our server, outside the app, so it
 * works without signing in. Opening the link only asks; the button stops the category, so a mail
 * filter that opens every link does not stop it on the member's behalf (RFC 8058 clients post).
 */
export function renderUnsubscribePage(
  page: UnsubscribePage,
  associationName: string,
  styleNonce: string,
): string {
  const title = page.state === 'invalid' ? 'Lien invalide' : TEXTS[page.category].title;
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(associationName)}</title>
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
