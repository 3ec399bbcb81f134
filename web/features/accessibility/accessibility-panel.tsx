import { Minus, Plus, RotateCcw } from 'lucide';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Switch } from '../../components/ui/switch';
import {
  defaultAccessibilitySettings,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  FONT_SIZE_STEP,
  updateAccessibilitySettings,
  useAccessibilitySettings,
} from './accessibility-settings';
import { Icon } from '../../components/ui/icon';

const stepButtonClass =
  'flex h-10 w-10 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Text size, high contrast, dark mode and Reset; every change applies and is kept at once. */
export function AccessibilityPanel({ onClose }: { onClose: () => void }) {
  const settings = useAccessibilitySettings();
  const textSizeId = useId();
  const { fontSize } = settings;

  return (
    <Modal title="Accessibility Settings" placement="start" onClose={onClose}>
      <div className="space-y-6">
        <div role="group" aria-labelledby={textSizeId}>
          <p id={textSizeId} className="text-sm font-medium text-slate-900">
            Text size
          </p>
          <div className="mt-2 flex items-center gap-3">
            <button
              type="button"
              aria-label="Decrease text size"
              disabled={fontSize <= FONT_SIZE_MIN}
              onClick={() => updateAccessibilitySettings({ fontSize: fontSize - FONT_SIZE_STEP })}
              className={stepButtonClass}
            >
              <Icon icon={Minus} className="h-4 w-4" />
            </button>
            <output
              aria-live="polite"
              className="min-w-16 text-center text-lg font-semibold text-slate-900 tabular-nums"
            >
              {fontSize}%
            </output>
            <button
              type="button"
              aria-label="Increase text size"
              disabled={fontSize >= FONT_SIZE_MAX}
              onClick={() => updateAccessibilitySettings({ fontSize: fontSize + FONT_SIZE_STEP })}
              className={stepButtonClass}
            >
              <Icon icon={Plus} className="h-4 w-4" />
            </button>
          </div>
          <p className="mt-1 text-xs text-slate-600">
            From {FONT_SIZE_MIN}% to {FONT_SIZE_MAX}% in steps of {FONT_SIZE_STEP}.
          </p>
        </div>

        <Switch
          label="High contrast"
          description="Stronger text, borders and focus outlines."
          checked={settings.highContrast}
          onChange={(event) => updateAccessibilitySettings({ highContrast: event.target.checked })}
        />
        <Switch
          label="Dark mode"
          description="Light text on a dark background."
          checked={settings.darkMode}
          onChange={(event) => updateAccessibilitySettings({ darkMode: event.target.checked })}
        />

        <div className="border-t border-slate-200 pt-4">
          <Button
            variant="secondary"
            onClick={() => updateAccessibilitySettings(defaultAccessibilitySettings)}
          >
            <Icon icon={RotateCcw} className="h-4 w-4" />
            Reset
          </Button>
          <p className="mt-2 text-xs text-slate-600">
            Back to 100% text, high contrast off and dark mode off. These settings are kept on this device.
          </p>
        </div>
      </div>
    </Modal>
  );
}
