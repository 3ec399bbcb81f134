import { secureHeaders } from 'hono/secure-headers';

// react-toastify injects its stylesheet at run time, so styles allow 'unsafe-inline'; scripts never do.
export function securityHeaders(production: boolean) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
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
