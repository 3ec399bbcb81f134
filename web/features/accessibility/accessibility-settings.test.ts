import { describe, expect, it } from 'vitest';
import {
  accessibilityStorageKeys,
  applyAccessibilitySettings,
  clampFontSize,
  defaultAccessibilitySettings,
  parseAccessibilitySettings,
} from './accessibility-settings';

describe('clampFontSize (80 % to 150 % in steps of 10)', () => {
  it.each([
    [100, 100],
    [150, 150],
    [160, 150],
    [1000, 150],
    [80, 80],
    [70, 80],
    [0, 80],
    [114, 110],
    [115, 120],
    [Number.NaN, 100],
  ])('%d becomes %d', (percent, expected) => {
    expect(clampFontSize(percent)).toBe(expected);
  });
});

describe('parseAccessibilitySettings (the accessibility_* storage keys)', () => {
  const reading = (values: Record<string, string>) => (key: string) => values[key] ?? null;

  it('reads what the panel stored', () => {
    expect(
      parseAccessibilitySettings(
        reading({
          [accessibilityStorageKeys.fontSize]: '130',
          [accessibilityStorageKeys.highContrast]: 'true',
          [accessibilityStorageKeys.darkMode]: 'false',
        }),
      ),
    ).toEqual({ fontSize: 130, highContrast: true, darkMode: false });
  });

  it('falls back to 100 %, off, off when nothing is stored', () => {
    expect(parseAccessibilitySettings(reading({}))).toEqual(defaultAccessibilitySettings);
  });

  it('clamps and ignores values it does not know', () => {
    expect(
      parseAccessibilitySettings(
        reading({
          [accessibilityStorageKeys.fontSize]: '400',
          [accessibilityStorageKeys.highContrast]: 'yes',
          [accessibilityStorageKeys.darkMode]: 'TRUE',
        }),
      ),
    ).toEqual({ fontSize: 150, highContrast: false, darkMode: false });
    expect(parseAccessibilitySettings(reading({ [accessibilityStorageKeys.fontSize]: 'big' })).fontSize).toBe(
      100,
    );
  });
});

describe('applyAccessibilitySettings', () => {
  const fakeRoot = () => {
    const classes = new Set<string>();
    return {
      classes,
      style: { fontSize: 'stale' },
      classList: {
        toggle: (name: string, force: boolean) => (force ? classes.add(name) : classes.delete(name)),
      },
    };
  };

  it('sets the root font size and the classes the stylesheet answers', () => {
    const root = fakeRoot();
    applyAccessibilitySettings({ fontSize: 120, highContrast: true, darkMode: true }, root);
    expect(root.style.fontSize).toBe('120%');
    expect([...root.classes].sort()).toEqual(['dark', 'high-contrast']);

    applyAccessibilitySettings(defaultAccessibilitySettings, root);
    expect(root.style.fontSize).toBe('100%');
    expect(root.classes.size).toBe(0);
  });
});
