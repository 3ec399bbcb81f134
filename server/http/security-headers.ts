import { secureHeaders } from 'hono/secure-headers';
import type { ChatProvider } from '../../core/public-config';

// The hosts a configured live-chat widget loads from and talks to (each provider's published CSP guidance).
const chatOrigins: Record<ChatProvider, { script: string[]; connect: string[]; media: string[] }> = {
  tawk: {
    script: ['https://embed.tawk.to', 'https://cdn.jsdelivr.net'],
    connect: ['https://*.tawk.to', 'wss://*.tawk.to'],
    media: ['https://*.tawk.to', 'https://cdn.jsdelivr.net'],
  },
  crisp: {
    script: ['https://client.crisp.chat', 'https://settings.crisp.chat'],
    connect: [
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
    ],
    media: [
      'https://client.crisp.chat',
      'https://image.crisp.chat',
      'https://storage.crisp.chat',
      'https://game.crisp.chat',
    ],
  },
  intercom: {
    script: ['https://widget.intercom.io', 'https://js.intercomcdn.com'],
    connect: ['https://*.intercom.io', 'wss://*.intercom.io', 'https://*.intercomcdn.com'],
    media: ['https://*.intercomcdn.com', 'https://*.intercomassets.com', 'https://intercom-sheets.com'],
  },
  tidio: {
    script: ['https://code.tidio.co', 'https://widget-v4.tidiochat.com'],
    connect: ['https://*.tidio.co', 'wss://*.tidio.co', 'https://*.tidiochat.com'],
    media: ['https://*.tidio.co', 'https://*.tidiochat.com'],
  },
};

export interface ThirdParties {
  chatProvider?: ChatProvider | undefined;
  sentryDsn?: string | undefined;
}

/**
 * A strict policy: scripts only from GigTally, plus the chat provider and error-reporting host when the server is
 * configured for them (the browser still loads them only after consent). react-toastify injects its stylesheet at
 * run time, so styles allow 'unsafe-inline'; scripts never do.
 */
export function securityHeaders(production: boolean, thirdParties: ThirdParties = {}) {
  const chat = thirdParties.chatProvider
    ? chatOrigins[thirdParties.chatProvider]
    : { script: [], connect: [], media: [] };
  const sentry = thirdParties.sentryDsn ? [new URL(thirdParties.sentryDsn).origin] : [];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...chat.script],
      styleSrc: ["'self'", "'unsafe-inline'", ...chat.media],
      imgSrc: ["'self'", 'data:', ...chat.media],
      fontSrc: ["'self'", ...chat.media],
      connectSrc: ["'self'", ...chat.connect, ...sentry],
      frameSrc: chat.media.length > 0 ? chat.media : ["'none'"],
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
  });
}
