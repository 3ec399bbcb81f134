import { CLIENT_COOKIE, CLIENT_ID_PATTERN } from '../../../core/sharing/sharing-rules';

// Whose books this browser is reading. A tax preparer opens a client's books by setting the gigtally_client cookie:
// every request of the app then carries it, the images and downloads the browser fetches itself included, and the
// server answers from the client's books, read only. A full page load follows each switch, so nothing cached of one
// person's books is ever drawn as another's.

// Read once per page load (many screens ask while a page is drawn), and again after this page changes the cookie.
let viewed: { id: string | null } | undefined;

/** The client whose books are open in this browser, or null for the person's own. */
export function viewedClientId(): string | null {
  if (!viewed) {
    const match = new RegExp(`(?:^|;\\s*)${CLIENT_COOKIE}=([^;]*)`).exec(document.cookie);
    const id = match ? decodeURIComponent(match[1]!) : '';
    viewed = { id: CLIENT_ID_PATTERN.test(id) ? id : null };
  }
  return viewed.id;
}

function setClientCookie(value: string, maxAgeSeconds: number | null) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const age = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`;
  document.cookie = `${CLIENT_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Strict${age}${secure}`;
  viewed = undefined;
}

/** Forgets the client's books without moving (sign-out does this). */
export function forgetClientBooks() {
  setClientCookie('', 0);
}

/** Opens a client's books at their dashboard. */
export function openClientBooks(clientId: string) {
  setClientCookie(clientId, null);
  window.location.assign('/dashboard');
}

/** Back to the person's own books, on the page that lists the books shared with them. */
export function closeClientBooks(to = '/sharing') {
  forgetClientBooks();
  window.location.assign(to);
}
