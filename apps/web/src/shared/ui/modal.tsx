import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';
import './modal.css';

/** Spec §2/§9: default width 200, height 200, open delay 100 ms. */
export const modalDefaults = { width: 200, height: 200, openDelay: 100, fadeMs: 200 } as const;

export interface ModalProps {
  open: boolean;
  onClose?: () => void;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** px number or any CSS length; default 200. */
  width?: number | string;
  /** px number or any CSS length (for example 'auto'); default 200. */
  height?: number | string;
  /** Show the close button (top right). Default true. */
  showClose?: boolean;
  /** Dim the page behind the dialog. Default true. */
  background?: boolean;
  /** Lock the page scroll while open and restore the position on close. Default false. */
  lockScroll?: boolean;
  /** Drag the dialog by its header. Default true. */
  draggable?: boolean;
  openDelay?: number;
  /** Shown at once, without the open delay and the fade (it takes the place of one already on screen). */
  instant?: boolean;
  /** Called once the dialog is on screen. */
  onShown?: () => void;
  className?: string;
  testId?: string;
}

/**
 * True in a render at the server of a pop-up that is open on the first screen (entry-server.tsx): the modal is
 * drawn in place, shown, with no portal (there is no document there) and no delay.
 */
export const StaticModalContext = createContext(false);

const cssSize = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

let lockCount = 0;
let lockedScrollY = 0;

function lockPageScroll(): void {
  if (lockCount++ > 0) return;
  lockedScrollY = window.scrollY;
  const body = document.body.style;
  body.position = 'fixed';
  body.top = `-${lockedScrollY}px`;
  body.left = '0';
  body.right = '0';
  body.overflow = 'hidden';
}

function unlockPageScroll(): void {
  if (--lockCount > 0) return;
  lockCount = 0;
  const body = document.body.style;
  body.position = '';
  body.top = '';
  body.left = '';
  body.right = '';
  body.overflow = '';
  window.scrollTo({ top: lockedScrollY, behavior: 'instant' });
}

/**
 * The reusable modal (spec §2): never closed by an outside click, draggable by its header, optional close
 * button and background, optional scroll lock with position restore, fade in and out, opens after 100 ms.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = modalDefaults.width,
  height = modalDefaults.height,
  showClose = true,
  background = true,
  lockScroll = false,
  draggable = true,
  openDelay = modalDefaults.openDelay,
  instant = false,
  onShown,
  className,
  testId,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isStatic = useContext(StaticModalContext);
  const [mounted, setMounted] = useState(isStatic);
  const [entered, setEntered] = useState(isStatic || instant);
  /* Fades out as soon as `open` turns false; unmounts when the fade is over. */
  const shown = open && entered;
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; baseX: number; baseY: number } | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) {
      const timer = window.setTimeout(
        () => {
          setOffset({ x: 0, y: 0 });
          setMounted(true);
        },
        instant ? 0 : openDelay,
      );
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(() => {
      setMounted(false);
      setEntered(false);
    }, modalDefaults.fadeMs);
    return () => window.clearTimeout(timer);
  }, [open, openDelay, instant]);

  const announceShown = useEffectEvent(() => onShown?.());
  useLayoutEffect(() => {
    if (!mounted || !open) return;
    const frame = window.requestAnimationFrame(() => setEntered(true));
    dialogRef.current?.focus({ preventScroll: true });
    announceShown();
    return () => window.cancelAnimationFrame(frame);
  }, [mounted, open]);

  useEffect(() => {
    if (!lockScroll || !mounted) return;
    lockPageScroll();
    return unlockPageScroll;
  }, [lockScroll, mounted]);

  useEffect(() => {
    if (!mounted || !showClose || !onClose) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mounted, showClose, onClose]);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>) => {
      if (!draggable || event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button, a, input, select, textarea')) return;
      drag.current = { startX: event.clientX, startY: event.clientY, baseX: offset.x, baseY: offset.y };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [draggable, offset],
  );
  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({
      x: start.baseX + event.clientX - start.startX,
      y: start.baseY + event.clientY - start.startY,
    });
  }, []);
  const onPointerUp = useCallback((event: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  if (!mounted) return null;

  const style: CSSProperties = {
    width: cssSize(width),
    height: cssSize(height),
    transform: `translate(${offset.x}px, ${offset.y}px)`,
  };

  const layer = (
    <div
      className={`modal-layer${shown ? ' is-shown' : ''}${background ? ' modal-layer--dim' : ''}`}
      data-testid={testId ? `${testId}-layer` : 'modal-layer'}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        className={`modal${className ? ` ${className}` : ''}`}
        style={style}
        data-testid={testId}
      >
        <div
          className={`modal__header${draggable ? ' modal__header--draggable' : ''}`}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-testid="modal-drag-handle"
        >
          {title ? (
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
          ) : (
            <span />
          )}
          {showClose && onClose ? (
            <button type="button" className="modal__close" onClick={onClose} aria-label={t('close')}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </div>
  );
  return isStatic ? layer : createPortal(layer, document.body);
}
