import { useSyncExternalStore } from 'react';

// This device's display settings, kept in the browser's storage under these fixed keys.
export const accessibilityStorageKeys = {
  fontSize: 'accessibility_font_size',
  highContrast: 'accessibility_high_contrast',
  darkMode: 'accessibility_dark_mode',
} as const;

// Text size: 80 % to 150 % in steps of 10, 100 % by default.
export const FONT_SIZE_MIN = 80;
export const FONT_SIZE_MAX = 150;
export const FONT_SIZE_STEP = 10;

export interface AccessibilitySettings {
  /** Text size in percent of the browser's own. */
  fontSize: number;
  highContrast: boolean;
  darkMode: boolean;
}

/** What Reset restores: 100 % text, no high contrast, no dark mode. */
export const defaultAccessibilitySettings: AccessibilitySettings = {
  fontSize: 100,
  highContrast: false,
  darkMode: false,
};

/** A text size on the panel's scale: the nearest step, never below 80 % or above 150 %. */
export function clampFontSize(percent: number): number {
  if (!Number.isFinite(percent)) return defaultAccessibilitySettings.fontSize;
  const stepped = Math.round(percent / FONT_SIZE_STEP) * FONT_SIZE_STEP;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, stepped));
}

/** The settings as stored ('110', 'true', 'false'); anything missing or unreadable is the default. */
export function parseAccessibilitySettings(read: (key: string) => string | null): AccessibilitySettings {
  const fontSize = read(accessibilityStorageKeys.fontSize);
  return {
    fontSize:
      fontSize === null || fontSize.trim() === ''
        ? defaultAccessibilitySettings.fontSize
        : clampFontSize(Number(fontSize)),
    highContrast: read(accessibilityStorageKeys.highContrast) === 'true',
    darkMode: read(accessibilityStorageKeys.darkMode) === 'true',
  };
}

export function readAccessibilitySettings(): AccessibilitySettings {
  try {
    return parseAccessibilitySettings((key) => localStorage.getItem(key));
  } catch {
    return defaultAccessibilitySettings;
  }
}

function storeAccessibilitySettings(settings: AccessibilitySettings) {
  try {
    localStorage.setItem(accessibilityStorageKeys.fontSize, String(settings.fontSize));
    localStorage.setItem(accessibilityStorageKeys.highContrast, String(settings.highContrast));
    localStorage.setItem(accessibilityStorageKeys.darkMode, String(settings.darkMode));
  } catch {
    // Storage may be unavailable (private mode); the settings still apply until the page is left.
  }
}

interface RootElement {
  style: { fontSize: string };
  classList: { toggle: (name: string, force: boolean) => unknown };
}

/**
 * Puts the settings on <html>: the root font size (every rem follows it) and the `high-contrast` and `dark`
 * classes that web/styles.css answers. main.tsx calls it before the first render, so nothing flashes.
 */
export function applyAccessibilitySettings(
  settings: AccessibilitySettings,
  root: RootElement = document.documentElement,
) {
  root.style.fontSize = `${settings.fontSize}%`;
  root.classList.toggle('high-contrast', settings.highContrast);
  root.classList.toggle('dark', settings.darkMode);
}

// One shared copy of the settings, so the panel and <html> never disagree; another tab's change arrives through
// the storage event.
let current: AccessibilitySettings | undefined;
const listeners = new Set<() => void>();

function snapshot(): AccessibilitySettings {
  current ??= readAccessibilitySettings();
  return current;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !Object.values<string>(accessibilityStorageKeys).includes(event.key)) return;
    current = readAccessibilitySettings();
    applyAccessibilitySettings(current);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Changes, stores and applies the settings at once: there is no Save button. */
export function updateAccessibilitySettings(change: Partial<AccessibilitySettings>) {
  const next = { ...snapshot(), ...change };
  next.fontSize = clampFontSize(next.fontSize);
  current = next;
  storeAccessibilitySettings(next);
  applyAccessibilitySettings(next);
  for (const listener of listeners) listener();
}

export function useAccessibilitySettings(): AccessibilitySettings {
  return useSyncExternalStore(subscribe, snapshot);
}
