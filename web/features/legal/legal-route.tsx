import type { RouteObject } from 'react-router';
import type { LegalDocument } from '../../../core/legal/documents';

/** A legal page's route; its text arrives with the page, so the app's first load does not carry it. */
export function legalRoute(slug: LegalDocument['slug']): RouteObject {
  return {
    path: slug,
    lazy: async () => {
      const { LegalPage } = await import('./legal-page');
      return { element: <LegalPage slug={slug} /> };
    },
  };
}
