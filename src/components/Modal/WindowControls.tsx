// The parts a minimizable modal window shares (the settings modal, the reports area): its heading's minimize and
// close buttons, and the small bar at the bottom of the page that restores it while it is minimized.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon/Icon';
import './WindowControls.css';

function MinimizeIcon() {
  return (
    <svg className="icon" width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <rect x="5" y="17" width="14" height="2.5" rx="1" />
    </svg>
  );
}

function RestoreIcon() {
  return (
    <svg
      className="icon"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <rect x="5" y="5" width="14" height="14" rx="1.5" />
    </svg>
  );
}

/** An icon with its label as name and tooltip. */
export function WindowButton({ labelId, onClick, children }: { labelId: string; onClick: () => void; children: ReactNode }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: labelId });
  return (
    <button type="button" className="icon-button" aria-label={label} title={label} onClick={onClick}>
      {children}
    </button>
  );
}

/** Minimize and close, at the end of a window's heading. */
export function WindowButtons({ onMinimize, onClose }: { onMinimize: () => void; onClose: () => void }) {
  return (
    <>
      <WindowButton labelId="settings.minimize" onClick={onMinimize}>
        <MinimizeIcon />
      </WindowButton>
      <WindowButton labelId="general.close" onClick={onClose}>
        <Icon name="close" />
      </WindowButton>
    </>
  );
}

interface MinimizedBarProps {
  /** the window's name, for the region and its title button */
  label: string;
  /** what the title button shows (the name, a count) */
  title: ReactNode;
  /** beside the title: a save notice */
  extra?: ReactNode;
  onRestore: () => void;
  onClose: () => void;
  /** which bottom corner: two minimized windows sit apart */
  side: 'start' | 'end';
}

/** The minimized window: a non-modal bar at the bottom of the page; the page stays usable meanwhile. */
export function MinimizedBar({ label, title, extra, onRestore, onClose, side }: MinimizedBarProps) {
  return (
    <div className={`window-minimized window-minimized-${side}`} role="region" aria-label={label}>
      <button type="button" className="window-minimized-title" onClick={onRestore}>
        {title}
      </button>
      {extra}
      <WindowButton labelId="settings.restore" onClick={onRestore}>
        <RestoreIcon />
      </WindowButton>
      <WindowButton labelId="general.close" onClick={onClose}>
        <Icon name="close" />
      </WindowButton>
    </div>
  );
}
