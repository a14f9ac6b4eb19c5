/** The branded cover of index.html: shown until the first render, hidden after navigation. */
export function hideLoadingCover(): void {
  const cover = document.getElementById('loading-cover');
  if (!cover || cover.classList.contains('is-hidden')) return;
  cover.classList.add('is-hidden');
  cover.setAttribute('aria-busy', 'false');
  /* Once faded out (400 ms, index.html), it stops being drawn and animated. */
  window.setTimeout(() => cover.classList.add('is-gone'), 450);
}
