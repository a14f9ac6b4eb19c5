import { showToast } from './toast-store.ts';

/** Copies text to the clipboard; false when the browser refused (then the member copies it by hand). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    /* No clipboard API (an insecure origin): the old way. */
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  }
}

/** Copies text and says in a toast whether it worked (spec §8 success "copy"). */
export async function copyWithToast(
  text: string,
  messages: { copied: string; failed: string },
): Promise<void> {
  const done = await copyText(text);
  showToast(done ? messages.copied : messages.failed, done ? 'success' : 'error');
}
