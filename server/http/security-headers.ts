import { secureHeaders } from 'hono/secure-headers';
import type { ChatProvider } from '../../core/public-config';

// The hosts a configured live-chat widget loads from and talks to (Crisp's "domain names" page, Intercom's CSP
// article, tawk.to's and Tidio's CSP notes). Check a new provider with Content-Security-Policy-Report-Only first.
interface ChatHosts {
  script: string[];
  connect: string[];
  media: string[];
  frame: string[];
}

const chatOrigins: Record<ChatProvider, ChatHosts> = {
  tawk: {
    script: ['https://*.tawk.to', 'https://cdn.jsdelivr.net'],
    connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
    media: [
      'https://*.tawk.to',
      'https://cdn.jsdelivr.net',
      'https://tawk.link',
      'https://fonts.googleapis.com',
      'https://fonts.gstatic.com',
    ],
    frame: ['https://*.tawk.to'],
  },
  crisp: {
    script: ['https://client.crisp.chat'],
    connect: [
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
    ],
    media: ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
    frame: ['https://*.crisp.chat'],
  },
  intercom: {
    script: ['https://app.intercom.io', 'https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: [
      'https://*.intercom.io',
      'wss://*.intercom.io',
      'https://*.intercom-messenger.com',
      'wss://*.intercom-messenger.com',
      'https://uploads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
    ],
    media: [
      'https://js.intercomcdn.com',
      'https://fonts.intercomcdn.com',
      'https://static.intercomassets.com',
      'https://downloads.intercomcdn.com',
      'https://uploads.intercomusercontent.com',
      'https://gifs.intercomcdn.com',
    ],
    frame: ['https://intercom-sheets.com', 'https://www.intercom-reporting.com'],
  },
  tidio: {
    script: ['https://code.tidio.co', 'https://widget-v4.tidiochat.com'],
    connect: ['https://*.tidio.co', 'wss://*.tidio.co', 'https://*.tidiochat.com'],
    media: ['https://*.tidio.co', 'https://*.tidiochat.com'],
    frame: ['https://*.tidio.co'],
  },
};

// Plaid Link, when the server has Plaid keys. Plaid's "CSP directives" (plaid.com/docs/link/web/): the
// Link script from cdn.plaid.com (which must never be bundled), Link's frame from cdn.plaid.com, and Plaid's API
// hosts (sandbox or production, whichever the keys are for). Its optional 'unsafe-inline' for scripts is left out.
const plaidLinkHosts: ChatHosts = {
  script: ['https://cdn.plaid.com/link/v2/stable/link-initialize.js'],
  connect: ['https://sandbox.plaid.com', 'https://production.plaid.com'],
  media: [],
  frame: ['https://cdn.plaid.com/'],
};

export interface ThirdParties {
  chatProvider?: ChatProvider | undefined;
  sentryDsn?: string | undefined;
  /** Plaid Link may load (the server has Plaid keys). */
  plaidLink?: boolean | undefined;
}

/**
 * A strict policy: scripts only from GigTally, plus the chat provider and error-reporting host when the server is
 * configured for them (the browser still loads them only after consent), and Plaid Link when Plaid is on. react-toastify injects its stylesheet at
 * run time, so styles allow 'unsafe-inline'; scripts never do.
 */
export function securityHeaders(production: boolean, thirdParties: ThirdParties = {}) {
  const none: ChatHosts = { script: [], connect: [], media: [], frame: [] };
  const chat = thirdParties.chatProvider ? chatOrigins[thirdParties.chatProvider] : none;
  const sentry = thirdParties.sentryDsn ? [new URL(thirdParties.sentryDsn).origin] : [];
  const plaid = thirdParties.plaidLink ? plaidLinkHosts : none;
  const frames = [...chat.frame, ...plaid.frame];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...chat.script, ...plaid.script],
      styleSrc: ["'self'", "'unsafe-inline'", ...chat.media],
      imgSrc: ["'self'", 'data:', 'blob:', ...chat.media],
      fontSrc: ["'self'", ...chat.media],
      connectSrc: ["'self'", ...chat.connect, ...sentry, ...plaid.connect],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: frames.length > 0 ? frames : ["'none'"],
      mediaSrc: ["'self'", ...chat.media],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: production ? 'max-age=63072000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    // A route that sets a header of its own keeps it: a receipt's file is served under a stricter policy
    // (server/routes/receipts.ts: no script, sandboxed), which the app's policy for its pages must not replace.
    overwrite: false,
  });
}
