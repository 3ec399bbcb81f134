import { describe, expect, it } from 'vitest';
import { uploadPercent } from './upload-form';

describe('uploadPercent', () => {
  it.each([
    ['nothing sent yet', 0, 1000, 0],
    ['a third', 333, 1000, 33],
    ['all of it', 1000, 1000, 100],
    ['a size the browser does not know', 500, 0, 0],
    ['more than the size (never above 100)', 1200, 1000, 100],
  ])('%s', (_name, loaded, total, percent) => {
    expect(uploadPercent({ loaded, total })).toBe(percent);
  });
});
