/** Copies text to the clipboard; false when the browser refused (then the member copies it by hand). */
export async function copyText(text: string): Promise<boolean> {
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
