import { emailKindNames, unsubscribeMessages } from '../../core/email-messages';
import type { UnsubscribableKind } from '../mail/unsubscribe-link';
import { escapeHtml } from '../mail/html';

// A page of its own, served by the API without the web app: it must work from any mail app, signed in or not.
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · GigTally</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{font-weight:700;color:#1d4ed8;margin:0 0 1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
p{line-height:1.5}
button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.5rem;padding:.625rem 1.25rem;cursor:pointer}
button:hover{background:#1e40af}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8}
@media (max-width:36rem){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
</style>
</head>
<body>
<main>
<p class="brand">GigTally</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const settingsLink = '<p><a href="/settings">Open Settings</a></p>';

/** GET: asks first, so that a mail scanner opening the link changes nothing. */
export function unsubscribeConfirmPage(kind: UnsubscribableKind, token: string): string {
  const action = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
  return page(
    unsubscribeMessages.confirmTitle,
    `<p>${escapeHtml(unsubscribeMessages.confirm(emailKindNames[kind]))}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(unsubscribeMessages.confirmButton)}</button>
</form>
${settingsLink}`,
  );
}

export function unsubscribeDonePage(kind: UnsubscribableKind): string {
  return page(
    unsubscribeMessages.doneTitle,
    `<p>${escapeHtml(unsubscribeMessages.done(emailKindNames[kind]))}</p>\n${settingsLink}`,
  );
}

export function unsubscribeInvalidPage(): string {
  return page('Link not valid', `<p>${escapeHtml(unsubscribeMessages.invalidLink)}</p>\n${settingsLink}`);
}
