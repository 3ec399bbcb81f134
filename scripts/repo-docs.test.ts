import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A clone of this repository holds everything a contributor is pointed to.
const root = path.resolve(import.meta.dirname, '..');
const trackedFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));

/** The targets of the Markdown links `[text](target)` of a document, less web, mail and in-page links. */
function relativeLinks(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...withoutCode.matchAll(/\]\(\s*([^)\s]+)(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#)/i.test(target));
}

describe('relativeLinks', () => {
  it('keeps relative links and leaves out web, mail, in-page links and code', () => {
    expect(
      relativeLinks(
        '[a](docs/api.md) [b](https://x.test/y) [c](#layout) [d](../README.md#differences-from-spec) ' +
          '[e](mailto:x@y.z) `[f](not-a-link.md)` [g](api.md "API")\n```\n[h](code.md)\n```',
      ),
    ).toEqual(['docs/api.md', '../README.md#differences-from-spec', 'api.md']);
  });
});

describe('the repository documents itself', () => {
  it('no tracked file points outside the repository to the shared folder', () => {
    // Spelled in two parts, so that this file does not name it.
    const outside = ['..', 'shared'].join('/');
    const offenders = trackedFiles().filter((file) => {
      const bytes = readFileSync(path.join(root, file));
      return !bytes.includes(0) && bytes.toString('utf8').includes(outside);
    });
    expect(offenders).toEqual([]);
  });

  const documents = [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];

  it('has the contributor documents the README points to', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/api.md', 'docs/tax-tables.md']),
    );
  });

  it.each(documents)('every relative link of %s leads to a file that exists', (document) => {
    const links = relativeLinks(readFileSync(path.join(root, document), 'utf8'));
    const missing = links.filter((link) => {
      const file = decodeURIComponent(link.split('#')[0]!);
      return file !== '' && !existsSync(path.resolve(root, path.dirname(document), file));
    });
    expect(missing).toEqual([]);
  });

  it('every heading a link of README.md or docs/*.md names exists in its document', () => {
    const slug = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/\s/g, '-');
    const missing = documents.flatMap((document) =>
      relativeLinks(readFileSync(path.join(root, document), 'utf8'))
        .filter((link) => link.includes('#') && link.split('#')[0]!.endsWith('.md'))
        .filter((link) => {
          const [file, anchor] = link.split('#') as [string, string];
          const target = readFileSync(path.resolve(root, path.dirname(document), file), 'utf8');
          const anchors = [...target.matchAll(/^#+\s+(.+)$/gm)].map((match) => slug(match[1]!));
          return !anchors.includes(anchor);
        })
        .map((link) => `${document}: ${link}`),
    );
    expect(missing).toEqual([]);
  });
});
