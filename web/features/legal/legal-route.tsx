import type { LegalDocument } from '../../../core/legal/documents';
import { lazyPart, type LazyPart } from '../../lib/router';

/** A legal page for the router; its text arrives with the page, so the app's first load does not carry it. */
export function lazyLegalPage(slug: LegalDocument['slug']): LazyPart {
  return lazyPart(async () => {
    const { LegalPage } = await import('./legal-page');
    return function LegalDocumentPage() {
      return <LegalPage slug={slug} />;
    };
  });
}
