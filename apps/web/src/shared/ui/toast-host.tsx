import { dismissToast, useToasts } from '../lib/toast-store.ts';
import './toast-host.css';

export function ToastHost() {
  const toasts = useToasts();
  return (
    <div className="toast-host" aria-live="polite">
      {toasts.map((toast) => (
        <button
          type="button"
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          onClick={() => dismissToast(toast.id)}
          role="status"
        >
          {toast.message}
        </button>
      ))}
    </div>
  );
}
