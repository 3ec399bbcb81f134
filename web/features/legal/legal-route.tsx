import type { RouteObject } from 'react-router';
import type { LegalDocument } from '../../../core/legal/documents';

/** A legal page for the router; its text arrives with the page, so the app's first load does not carry it. */
export function lazyLegalPage(slug: LegalDocument['slug']): RouteObject['lazy'] {
  return async () => {
    const { LegalPage } = await import('./legal-page');
    return { element: <LegalPage slug={slug} /> };
  };
}
