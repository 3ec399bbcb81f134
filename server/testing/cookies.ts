/** `name=value` pairs of a response's Set-Cookie headers, joined as a Cookie header. */
export function cookieHeaderFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0]!)
    .join('; ');
}
