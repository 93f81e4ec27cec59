import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000 §9: the account hover card closes 120 ms after the pointer leaves. */
export const HOVER_CARD_CLOSE_DELAY_MS = 120;

export interface HoverCard {
  open: boolean;
  /** Pointer entered the trigger or the card: open and cancel a pending close. */
  enter: () => void;
  /** Pointer left the trigger or the card: close after the delay unless it comes back. */
  leave: () => void;
  /** Click or keyboard on the trigger. */
  toggle: () => void;
  close: () => void;
}

/** Open-on-hover card state with a close delay, also usable by click and keyboard. */
export function useHoverCard(closeDelayMs = HOVER_CARD_CLOSE_DELAY_MS): HoverCard {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  const enter = useCallback(() => {
    cancelClose();
    setOpen(true);
  }, [cancelClose]);

  const leave = useCallback(() => {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      setOpen(false);
    }, closeDelayMs);
  }, [cancelClose, closeDelayMs]);

  const close = useCallback(() => {
    cancelClose();
    setOpen(false);
  }, [cancelClose]);

  const toggle = useCallback(() => {
    cancelClose();
    setOpen((value) => !value);
  }, [cancelClose]);

  useEffect(() => cancelClose, [cancelClose]);

  return { open, enter, leave, toggle, close };
}
