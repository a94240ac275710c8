import { ACHIEVEMENT_NOTICE_MS, type EarnedAchievement, type UserAchievement } from '@trove/contracts';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './achievements.module.css';
import buttonStyles from './button.module.css';

type Announce = (earned: UserAchievement | null | undefined) => void;

// Outside the site layout (tests of a single form) announcing does nothing.
const AnnounceContext = createContext<Announce>(() => undefined);

/** What a form calls with a write call's userAchievement to show the achievements it earned. */
export function useAnnounceAchievements(): Announce {
  return useContext(AnnounceContext);
}

/**
 * Holds the achievements just earned and shows them in a notice that hides itself after 30 seconds
 * (spec 01 §4, §9), but not while it is hovered or holds the keyboard focus, and has a Close button.
 */
export function AchievementsProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<EarnedAchievement[]>([]);
  const announce = useCallback<Announce>((earned) => {
    if (earned && earned.achievements.length > 0) setShown((before) => [...before, ...earned.achievements]);
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <AchievementNotice achievements={shown} onClose={() => setShown([])} />
    </AnnounceContext.Provider>
  );
}

export function AchievementNotice({
  achievements,
  onClose,
}: {
  achievements: EarnedAchievement[];
  onClose: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const visible = achievements.length > 0;
  useEffect(() => {
    if (!visible) return;
    const hide = () => {
      if (box.current?.contains(document.activeElement) || box.current?.matches(':hover'))
        timer = window.setTimeout(hide, ACHIEVEMENT_NOTICE_MS);
      else onClose();
    };
    let timer = window.setTimeout(hide, ACHIEVEMENT_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [visible, achievements.length, onClose]);

  // The live region stays in the page so that screen readers announce what appears in it.
  return (
    <div ref={box} role="status" className={visible ? styles.notice : undefined}>
      {visible ? (
        <>
          <p className={styles.heading}>
            {achievements.length === 1
              ? 'Achievement unlocked'
              : `${achievements.length} achievements unlocked`}
          </p>
          <ul className={styles.list}>
            {achievements.map((a) => (
              <li key={a.id}>
                <strong>{a.name}</strong>: {a.description}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onClose}
          >
            Close<span className="visually-hidden"> achievement notice</span>
          </button>
        </>
      ) : null}
    </div>
  );
}
