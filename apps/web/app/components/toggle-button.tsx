import buttonStyles from './button.module.css';

/** A link-styled button that shows or hides the element it controls (Read more, Show all …). */
export function ToggleButton({
  open,
  controls,
  onToggle,
  labels,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  labels: { open: string; closed: string };
}) {
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.link}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? labels.open : labels.closed}
    </button>
  );
}
