// Build step: the full legal PDFs (/terms-full.pdf, ...) from the legal pages' own texts, so the two agree.
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { LEGAL_EMAIL, LEGAL_UPDATED, legalDocuments, type LegalDocument } from '../core/legal/documents';

const outDir = path.resolve(process.argv[2] ?? 'dist/web');

function writePdf(document: LegalDocument & { pdf: string }): Promise<string> {
  const file = path.join(outDir, document.pdf);
  const pdf = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    // A fixed date keeps the build reproducible.
    info: {
      Title: `GigTally ${document.title}`,
      Author: 'GigTally',
      CreationDate: new Date('2026-11-22T00:00:00Z'),
    },
    lang: 'en-US',
    pdfVersion: '1.7',
    tagged: true,
    displayTitle: true,
  });
  const done = new Promise<string>((resolve, reject) => {
    const out = createWriteStream(file);
    out.on('finish', () => resolve(file));
    out.on('error', reject);
    pdf.pipe(out);
  });
  pdf.font('Helvetica-Bold').fontSize(20).text(`GigTally ${document.title}`);
  pdf.moveDown(0.3).font('Helvetica').fontSize(10).fillColor('#475569').text(`Last updated ${LEGAL_UPDATED}`);
  pdf.moveDown().fillColor('#0f172a').fontSize(11).text(document.intro, { align: 'left' });
  for (const section of document.sections) {
    pdf.moveDown().font('Helvetica-Bold').fontSize(13).text(section.heading);
    pdf.font('Helvetica').fontSize(11);
    for (const paragraph of section.paragraphs) pdf.moveDown(0.4).text(paragraph);
  }
  pdf.moveDown(2).fontSize(10).fillColor('#475569').text(`Questions: ${LEGAL_EMAIL}`);
  pdf.end();
  return done;
}

mkdirSync(outDir, { recursive: true });
const written = await Promise.all(
  Object.values(legalDocuments)
    .filter((document): document is LegalDocument & { pdf: string } => document.pdf !== null)
    .map(writePdf),
);
console.log(`legal PDFs: ${written.map((file) => path.relative(process.cwd(), file)).join(', ')}`);
